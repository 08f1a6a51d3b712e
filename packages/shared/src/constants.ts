/** Limits and constants of the spec's sections 5 and 9, shared by server and web. */
export const TEXT_SHORT_MAX = 100;
export const TEXT_LONG_MAX = 1000;
/** A privacy notice is a document, not a note: room for a few pages of text. */
export const PRIVACY_NOTICE_MAX = 20_000;
export const BALANCE_MIN_EUROS = -100_000;
export const BALANCE_MAX_EUROS = 100_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;
export const EMAIL_MIN = 6;
export const PHONE_MAX = 15;
export const EXIT_WEIGHT_MAX = 9999;
export const CANOPY_SIZE_MAX = 999;
export const TOTAL_JUMPS_MAX = 999_999;
export const FEEDBACK_MAX = TEXT_LONG_MAX;

export const NOTIFICATION_TIMEOUT_MS = 3000;
export const DEBOUNCE_MS = 500;
export const PAGE_SIZE_TRANSACTIONS = 30;
export const PAGE_SIZE_PAYMENT_PANEL = 20;
export const LOAD_EDIT_WINDOW_HOURS = 48;
export const PUBLIC_ALTITUDE_REFRESH_MS = 30_000;
export const HIGH_OPENING_METRES = 1500;
export const EXIT_WEIGHT_EXTRA_KG = 13;

export const SIDEBAR_WIDTH = 300;
export const FEEDBACK_DIALOG_WIDTH = 500;
export const CONFIRM_DIALOG_WIDTH = 800;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const THEME_COLORS = { primary: '#2196F3', secondary: '#5CBBF6' } as const;
export const THEME_STORAGE_KEY = 'theme';
export const LANGUAGE_STORAGE_KEY = 'language';

export const DEFAULT_TIMEZONE = 'Europe/Helsinki';
/**
 * Self-manifest closes this many minutes before a load's estimated takeoff unless the club sets otherwise: the
 * club settings' default, a club without the setting, and the clubs table's column default.
 */
export const DEFAULT_SELF_MANIFEST_CUTOFF_MINUTES = 15;

/** Access tokens live at most 15 minutes (issue 2); refresh tokens rotate on each use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const ACCESS_COOKIE = 'dz_access';
export const REFRESH_COOKIE = 'dz_refresh';
/**
 * Readable by the page (not httpOnly, holds no secret): "this browser has a sign-in", set and cleared with the
 * session cookies, so signed-out pages ask nothing of `/api/user` or `/api/refresh`.
 */
export const SESSION_MARKER_COOKIE = 'dz_session';
