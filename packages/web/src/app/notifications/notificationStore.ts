import { NOTIFICATION_TIMEOUT_MS } from '@dz/shared';

export type NotificationType = 'info' | 'error';

/** The snackbar's state: the spec's client Notification entity (section 3). */
export interface Notification {
  /** Grows with each new notification so the snackbar restarts its timer. */
  id: number;
  display: boolean;
  title: string;
  text: string;
  details: string;
  validationMessage: string[];
  type: NotificationType;
  /** Milliseconds before it hides itself. */
  timeout: number;
}

export type NotificationInput = Partial<Omit<Notification, 'id' | 'display'>>;

export interface NotificationStore {
  getSnapshot(): Notification;
  subscribe(listener: () => void): () => void;
  /** Shows a notification, replacing the one on screen. */
  show(input: NotificationInput): void;
  close(): void;
}

export const emptyNotification: Notification = {
  id: 0,
  display: false,
  title: '',
  text: '',
  details: '',
  validationMessage: [],
  type: 'info',
  timeout: NOTIFICATION_TIMEOUT_MS,
};

/** A tiny external store, readable outside React (the API client reports failures into it). */
export function createNotificationStore(): NotificationStore {
  let state = emptyNotification;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) {
      listener();
    }
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show(input) {
      state = {
        ...emptyNotification,
        ...input,
        timeout: input.timeout && input.timeout > 0 ? input.timeout : NOTIFICATION_TIMEOUT_MS,
        validationMessage: input.validationMessage ?? [],
        id: state.id + 1,
        display: true,
      };
      emit();
    },
    close() {
      if (state.display) {
        state = { ...state, display: false };
        emit();
      }
    },
  };
}
