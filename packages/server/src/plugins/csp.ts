import type { Config } from '../config';

/**
 * The Content-Security-Policy: our own origin only, plus Google's sign-in and the bot check's script and
 * frames when those integrations are configured. HSTS and upgrade-insecure-requests stay off on plain
 * http, where the app runs on a laptop at the airfield.
 */
export function cspDirectives(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'BOTCHECK_SECRET'>) {
  const script = ["'self'"];
  const frame = ["'self'"];
  const connect = ["'self'", 'ws:', 'wss:'];
  // MUI (emotion) injects style elements at run time
  const style = ["'self'", "'unsafe-inline'"];
  if (config.GOOGLE_CLIENT_ID) {
    script.push('https://accounts.google.com/gsi/client');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
    style.push('https://accounts.google.com/gsi/style');
  }
  if (config.BOTCHECK_SECRET) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: style,
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    frameSrc: frame,
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
