import { createToaster } from '@chakra-ui/react';

/**
 * docs/product.md, "Business constants": at most 3 visible, 4000 ms by default, 356 px wide, 14 px
 * apart, bottom-right, swiped away by a 20 px drag, alt+T focuses them, removed after a 200 ms animation.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 3,
  gap: 14,
  duration: 4000,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
  pauseOnPageIdle: true,
});

/** docs/product.md, "Business constants": a sideways drag at least this long toward the screen edge dismisses a toast. */
export const SWIPE_DISMISS_PX = 20;
