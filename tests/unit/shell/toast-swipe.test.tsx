import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { SWIPE_DISMISS_PX, Toaster, toaster } from '../../../src/components/ui/toaster';

// jsdom has no pointer capture: a stub records the calls.
const setPointerCapture = vi.fn();
const originalSetPointerCapture = Element.prototype.setPointerCapture;
beforeEach(() => {
  Element.prototype.setPointerCapture = setPointerCapture;
});
afterEach(() => {
  Element.prototype.setPointerCapture = originalSetPointerCapture;
  setPointerCapture.mockReset();
});

/** Renders the toaster, shows one toast and returns its root element. */
async function showToast(options: Parameters<typeof toaster.create>[0] = {}) {
  render(
    <ChakraProvider value={portalSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
  act(() => {
    toaster.create({ title: 'Saved', description: 'Your changes are saved.', duration: 60_000, ...options });
  });
  return screen.findByTestId('toast');
}

/** Waits for the toast to close and be removed (the toaster does both asynchronously). */
async function expectDismissed() {
  await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
}

/** Waits longer than the removal animation, then expects the toast still open. */
async function expectStillOpen(toast: HTMLElement) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(toast).toBeInTheDocument();
  expect(toast).toHaveAttribute('data-state', 'open');
}

/** A pointer drag on `element` from x=100 to x=100+dx; every event goes to `element`, as with pointer capture. */
function drag(element: HTMLElement, dx: number, { target = element, pointerId = 1 } = {}) {
  fireEvent.pointerDown(target, { pointerId, button: 0, buttons: 1, clientX: 100, clientY: 50 });
  fireEvent.pointerMove(element, { pointerId, buttons: 1, clientX: 100 + dx / 2, clientY: 50 });
  fireEvent.pointerMove(element, { pointerId, buttons: 1, clientX: 100 + dx, clientY: 50 });
  const offsetWhileDragging = element.style.getPropertyValue('--x');
  fireEvent.pointerUp(element, { pointerId, button: 0, buttons: 0, clientX: 100 + dx, clientY: 50 });
  return offsetWhileDragging;
}

describe('toast swipe to dismiss', () => {
  it('follows a drag toward the edge and dismisses the toast once it reaches the threshold', async () => {
    const toast = await showToast();
    expect(SWIPE_DISMISS_PX).toBe(20);

    expect(drag(toast, 30)).toBe('30px');
    // The pointer is captured, so a drag that leaves the toast still reaches it.
    expect(setPointerCapture).toHaveBeenCalledWith(1);
    await expectDismissed();
  });

  it('dismisses at exactly the threshold', async () => {
    const toast = await showToast();
    drag(toast, SWIPE_DISMISS_PX);
    await expectDismissed();
  });

  it('snaps back after a shorter drag, and after a drag away from the edge', async () => {
    const toast = await showToast();
    expect(drag(toast, SWIPE_DISMISS_PX - 1)).toBe(`${SWIPE_DISMISS_PX - 1}px`);
    await expectStillOpen(toast);
    expect(toast.style.getPropertyValue('--x')).toBe('0px');

    // Dragging into the page does not move the toast, and does not dismiss it however far it goes.
    expect(drag(toast, -80)).toBe('0px');
    await expectStillOpen(toast);
  });

  it('snaps back when the browser cancels the drag', async () => {
    const toast = await showToast();
    fireEvent.pointerDown(toast, { pointerId: 3, button: 0, buttons: 1, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 3, buttons: 1, clientX: 150 });
    expect(toast.style.getPropertyValue('--x')).toBe('50px');
    fireEvent.pointerCancel(toast, { pointerId: 3, clientX: 150 });
    await expectStillOpen(toast);
    expect(toast.style.getPropertyValue('--x')).toBe('0px');
  });

  it('leaves the Undo and close buttons to their clicks: a drag that starts on one is not a swipe', async () => {
    const undo = vi.fn();
    const toast = await showToast({ action: { label: 'Undo', onClick: undo } });
    const action = within(toast).getByRole('button', { name: 'Undo' });
    const close = within(toast).getByRole('button', { name: 'Dismiss notification' });

    expect(drag(toast, 40, { target: action })).toBe('0px');
    expect(drag(toast, 40, { target: close })).toBe('0px');
    expect(setPointerCapture).not.toHaveBeenCalled();
    await expectStillOpen(toast);

    // The same drag on the toast's text dismisses it, without running the action.
    drag(toast, 40, { target: within(toast).getByText('Saved') });
    await expectDismissed();
    expect(undo).not.toHaveBeenCalled();

    // A click on Undo runs the action and dismisses the toast.
    act(() => {
      toaster.create({ title: 'Deleted', duration: 60_000, action: { label: 'Undo', onClick: undo } });
    });
    fireEvent.click(within(await screen.findByTestId('toast')).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    await expectDismissed();
  });
});
