const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party `<script>` to the page once; later calls share the first load. Rejects outside a
 * browser or when the script cannot load (offline, blocked), and a later call then tries again.
 */
export function loadScript(src: string): Promise<void> {
  if (typeof document === 'undefined') {
    return Promise.reject(new Error(`Cannot load ${src} outside a browser`));
  }
  const existing = loads.get(src);
  if (existing) {
    return existing;
  }
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
