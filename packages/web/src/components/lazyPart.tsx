import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** A part's code that did not arrive: the only error the boundary below stands in for. */
class PartDownloadError extends Error {
  constructor(name: string, cause: unknown) {
    super(`the code of ${name} could not be downloaded`, { cause });
    this.name = 'PartDownloadError';
  }
}

interface BoundaryProps {
  failed: ReactNode;
  onError: () => void;
  children: ReactNode;
}

/**
 * Catches a part whose code did not arrive (a dropped network), so the rest of the page stays. Any other error (a
 * bug in the part) goes on up as it would without this: it is not a network problem to retry.
 */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof PartDownloadError) {
      console.warn(error.message, error.cause, info.componentStack);
      this.props.onError();
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) {
      return this.props.children;
    }
    if (error instanceof PartDownloadError) {
      return this.props.failed;
    }
    throw error;
  }
}

export interface LazyPartOptions<P> {
  /** Shown while the code downloads (nothing by default). */
  fallback?: ReactNode;
  /** Shown when the download failed; `retry` asks for it again. */
  failed: (props: P, retry: () => void) => ReactNode;
  /**
   * For a dialog or drawer: nothing is downloaded or shown before its first opening, it stays mounted after it
   * (for its closing transition), and a failed download is tried again at its next opening.
   */
  isOpen?: (props: P) => boolean;
}

export interface LazyPart<P extends object> {
  /** The part: its code is downloaded at its first render. */
  Part: ComponentType<P>;
  /** Starts the download ahead, so the first opening does not wait for the network. */
  preload: () => Promise<unknown>;
}

/**
 * A part of a page whose code is not needed before the page is usable (a dialog, a drawer, a page of the app):
 * downloaded when it is first shown, or ahead with `preload`. A download that failed is asked for again at the
 * next try (React's `lazy` alone would keep the failure for good).
 */
export function lazyPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  options: LazyPartOptions<P>,
): LazyPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const download = () => {
    pending ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        pending = null;
        throw new PartDownloadError(name, error);
      },
    );
    return pending;
  };
  let Lazy = lazy(download);

  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    const hasFailed = useRef(false);
    const isOpen = options.isOpen?.(props) ?? true;
    const [hasOpened, setOpened] = useState(isOpen);
    if (isOpen && !hasOpened) {
      setOpened(true);
    }
    const retry = useCallback(() => {
      hasFailed.current = false;
      Lazy = lazy(download);
      setAttempt((current) => current + 1);
    }, []);
    useEffect(() => {
      if (isOpen && hasFailed.current) {
        retry();
      }
    }, [isOpen, retry]);
    if (!hasOpened) {
      return null;
    }
    return (
      <LoadBoundary
        key={attempt}
        failed={options.failed(props, retry)}
        onError={() => {
          hasFailed.current = true;
        }}
      >
        <Suspense fallback={options.fallback ?? null}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  Part.displayName = `Lazy(${name})`;
  return { Part, preload: download };
}

/**
 * Downloads parts once the browser is idle after the page showed, so opening them later does not wait for the
 * network (`when` false: not for this user). Pass a list made once (module level).
 */
export function usePreload(parts: readonly { preload: () => Promise<unknown> }[], when = true): void {
  useEffect(() => {
    if (!when) {
      return;
    }
    const start = () => {
      for (const part of parts) {
        // a failed download is tried again when the part is shown
        part.preload().catch(() => undefined);
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1000);
    return () => window.clearTimeout(timer);
  }, [parts, when]);
}
