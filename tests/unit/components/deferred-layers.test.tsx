import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { deferred } from '../../../src/lib/deferred';

describe('code the page loads after its first screen', () => {
  it('is fetched once however often it is asked for, and tells its readers when it arrives', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = deferred(importer);
    const heard = vi.fn();
    module.subscribe(heard);
    expect(module.current()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toEqual({ answer: 42 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const module = deferred(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeNull();
    await expect(module.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

/** A fresh copy of the tooltip module, whose code has not arrived yet (other tests may have loaded it), rendered beside another button. */
async function renderTooltip() {
  vi.resetModules();
  const tooltip = await import('../../../src/components/ui/tooltip');
  const { Tooltip } = tooltip;
  render(
    <ChakraProvider value={portalSystem()}>
      <Tooltip content="Opens the training catalogue">
        <button type="button">Training</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </ChakraProvider>,
  );
  return tooltip;
}

describe("the tooltips' code, loaded on first use", () => {
  it('loads when a trigger is focused, and the focused trigger keeps the focus when its tooltip takes it over', async () => {
    await renderTooltip();
    const before = screen.getByRole('button', { name: 'Training' });
    expect(before).not.toHaveAttribute('data-scope');
    act(() => before.focus());
    // The tooltip's own trigger (Zag marks it) replaces the plain button and has the focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-scope', 'tooltip'));
    const after = screen.getByRole('button', { name: 'Training' });
    expect(after).toBe(document.activeElement);
    expect(after).not.toBe(before);
  });

  it('leaves the focus where it is when the code arrives while another element has it', async () => {
    const { loadTooltips } = await renderTooltip();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    act(() => loadTooltips());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Training' })).toHaveAttribute('data-scope', 'tooltip'));
    expect(document.activeElement).toBe(elsewhere);
  });
});

/** A fresh copy of the toaster, whose code has not arrived yet (other tests may have loaded it), rendered. */
async function renderToaster() {
  vi.resetModules();
  const toasts = await import('../../../src/components/ui/toaster');
  const { Toaster } = toasts;
  render(
    <ChakraProvider value={portalSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
  return toasts;
}

describe("the toasts' code, loaded on first use", () => {
  it('arrives with the first toast and shows it', async () => {
    const { toaster } = await renderToaster();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    act(() => {
      toaster.create({ title: 'Saved', description: 'Your changes are saved.', duration: 60_000 });
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved');
    act(() => toaster.remove());
  });

  it("shows the first toast when the toasts' code ran before it, loaded with other code (the build puts the tooltips' in the same file)", async () => {
    const { toaster } = await renderToaster();
    await import('../../../src/components/ui/toaster-layer');
    act(() => {
      toaster.create({ title: 'Saved', duration: 60_000 });
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved');
    act(() => toaster.remove());
  });

  it('keeps the toasts asked for before then, with the ids it gave them, and forgets one removed meanwhile', async () => {
    vi.resetModules();
    const { Toaster, toaster } = await import('../../../src/components/ui/toaster');
    const gone = toaster.create({ title: 'Gone', duration: 60_000 });
    const kept = toaster.create({ title: 'Kept', duration: 60_000 });
    toaster.remove(gone);
    render(
      <ChakraProvider value={portalSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Kept');
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([kept]);
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
    act(() => toaster.remove());
  });
});
