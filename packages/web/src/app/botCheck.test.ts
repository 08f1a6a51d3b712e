import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  delete window.grecaptcha;
  for (const script of document.head.querySelectorAll('script')) {
    script.remove();
  }
});

function stubGrecaptcha() {
  const execute = vi.fn(async (_siteKey: string, { action }: { action: string }) => `token-for-${action}`);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

describe('botCheck', () => {
  it('adds the reCAPTCHA v3 script for the site key once', async () => {
    const { loadBotCheck } = await import('./botCheck');
    const first = loadBotCheck('site-key-1');
    const second = loadBotCheck('site-key-1');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');

    stubGrecaptcha();
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(window.grecaptcha);
    await expect(second).resolves.toBe(window.grecaptcha);
  });

  it('gets a token for an action', async () => {
    const execute = stubGrecaptcha();
    const { getBotToken } = await import('./botCheck');
    await expect(getBotToken('site-key-1', 'register')).resolves.toBe('token-for-register');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'register' });
  });

  it('refuses a second site key', async () => {
    stubGrecaptcha();
    const { loadBotCheck } = await import('./botCheck');
    await loadBotCheck('site-key-1');
    await expect(loadBotCheck('site-key-2')).rejects.toThrow('different site key');
  });

  it('can try again after the script failed to load', async () => {
    const { loadBotCheck } = await import('./botCheck');
    const failed = loadBotCheck('site-key-1');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load');

    stubGrecaptcha();
    await expect(loadBotCheck('site-key-1')).resolves.toBe(window.grecaptcha);
  });
});
