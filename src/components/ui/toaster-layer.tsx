import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { adoptToastStore, SWIPE_DISMISS_PX, TOASTER_SETTINGS } from './toast-store';

/** The toasts' store, which the portal's toaster (src/components/ui/toast-store.ts) hands every toast to. */
const store = createToaster(TOASTER_SETTINGS);
adoptToastStore(store);

/** Pointer-downs on these start no swipe, so the toast's buttons and links click as usual. */
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"]';

type Drag = { pointerId: number; startX: number; sign: 1 | -1 };

/**
 * Swipe to dismiss: a pointer drag toward the edge the toasts sit on (the right, or the left in a
 * right-to-left page) follows the pointer; let go after at least SWIPE_DISMISS_PX and the toast is
 * dismissed through the toaster (its usual removal animation, carried on sideways), let go sooner
 * and it snaps back. The pointer is captured, so a drag that leaves the toast still counts. The
 * close button and Escape stay the keyboard's ways to dismiss.
 */
function useSwipeToDismiss(id: string | undefined) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);
  // The direction the toast left in once swiped away (1: right, -1: left), 0 until then.
  const [swipedAway, setSwipedAway] = useState<0 | 1 | -1>(0);

  const distance = (event: PointerEvent<HTMLElement>, current: Drag) => (event.clientX - current.startX) * current.sign;

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setSwiping(false);
    if (!cancelled && id !== undefined && distance(event, current) >= SWIPE_DISMISS_PX) {
      setSwipedAway(current.sign);
      store.dismiss(id);
    } else {
      setOffset(0);
    }
  };

  const style: CSSProperties & Record<'--x', string> = {
    '--x': swipedAway ? `${swipedAway * 110}%` : `${offset}px`,
  };

  return {
    'data-swiping': swiping ? '' : undefined,
    style,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || drag.current || swipedAway) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      const sign = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, sign };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setSwiping(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      // Toward the edge only: the toast does not travel into the page.
      setOffset(Math.max(0, distance(event, current)) * current.sign);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      finish(event, false);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      finish(event, true);
    },
    onLostPointerCapture(event: PointerEvent<HTMLElement>) {
      finish(event, true);
    },
  };
}

type ToastOptions = Parameters<NonNullable<Parameters<typeof ChakraToaster>[0]['children']>>[0];

function ToastItem({ toast }: { toast: ToastOptions }) {
  const swipe = useSwipeToDismiss(toast.id);
  return (
    <Toast.Root
      width={{ md: '356px' }}
      data-testid="toast"
      // Vertical pans still scroll the page on touch screens; sideways ones drive the swipe.
      touchAction="pan-y"
      css={{ '&[data-swiping]': { transition: 'none', userSelect: 'none' } }}
      {...swipe}
    >
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
      </Stack>
      {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
      {toast.closable !== false ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
    </Toast.Root>
  );
}

/** The toasts as the toaster's store holds them (src/components/ui/toaster.tsx renders this once loaded). */
export function ToasterLayer() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem key={toast.id} toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
