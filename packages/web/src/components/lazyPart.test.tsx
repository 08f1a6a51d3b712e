import Button from '@mui/material/Button';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '../app/notifications/NotificationProvider';
import { createNotificationStore } from '../app/notifications/notificationStore';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { lazyPart } from './lazyPart';
import { DialogLoadFailed, DialogLoading, PageLoadFailed } from './PartStates';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function Dialog({ open, onClose }: DialogProps) {
  return open ? (
    <div role="dialog" aria-label="The dialog">
      <Button onClick={onClose}>Close it</Button>
    </div>
  ) : null;
}

/** A download that fails while the network is down and succeeds after. */
function flakyDownload() {
  const network = { isUp: false };
  const load = vi.fn(async () => {
    if (!network.isUp) {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return { Dialog };
  });
  return { network, load };
}

function renderPage(Part: ComponentType<DialogProps>) {
  const store = createNotificationStore();
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Part open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  render(
    <ThemeModeProvider>
      <NotificationProvider store={store}>
        <Page />
      </NotificationProvider>
    </ThemeModeProvider>,
  );
  return store;
}

describe('lazyPart', () => {
  it('downloads a dialog at its first opening only, and says so when the network is down, then tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { network, load } = flakyDownload();
    const { Part } = lazyPart(load, 'Dialog', {
      isOpen: (props) => props.open,
      fallback: <DialogLoading />,
      failed: (props) => <DialogLoadFailed onClose={props.onClose} />,
    });
    const store = renderPage(Part);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // the download failed: the snackbar says what to do, the dialog is closed again
    await vi.waitFor(() => expect(store.getSnapshot().display).toBe(true));
    expect(store.getSnapshot()).toMatchObject({
      type: 'error',
      text: 'This part could not be loaded. Check your connection and try again.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // the network is back: the next opening downloads it again and shows it
    network.isUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    // closed, it stays downloaded
    await userEvent.click(screen.getByRole('button', { name: 'Close it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads once, and a preload that failed is downloaded again at the opening', async () => {
    const { network, load } = flakyDownload();
    const part = lazyPart(load, 'Dialog', {
      isOpen: (props) => props.open,
      failed: (props) => <DialogLoadFailed onClose={props.onClose} />,
    });
    await expect(part.preload()).rejects.toThrow('the code of Dialog could not be downloaded');
    network.isUp = true;
    await part.preload();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    renderPage(part.Part);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'The dialog' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a page that could not be downloaded as such, with a button that tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { network, load } = flakyDownload();
    const { Part } = lazyPart(load, 'Dialog', {
      failed: (_props, retry) => <PageLoadFailed retry={retry} />,
    });
    renderPage(Part);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part could not be loaded. Check your connection and try again.');

    network.isUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a bug in a part to go on up, not saying it is the network', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('a bug in the part');
    }
    class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
      override state = { message: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ?? this.props.children;
      }
    }
    const { Part } = lazyPart(async () => ({ Broken }), 'Broken', {
      failed: (_props, retry) => <PageLoadFailed retry={retry} />,
    });
    render(
      <ThemeModeProvider>
        <Outer>
          <Part />
        </Outer>
      </ThemeModeProvider>,
    );
    expect(await screen.findByText('a bug in the part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
