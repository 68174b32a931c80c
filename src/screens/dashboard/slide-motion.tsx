import { domAnimation, LazyMotion } from 'motion/react';
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';

export interface SlideMotionProps {
  /** 1 when the slide comes from the right (next), -1 from the left (previous). */
  direction: 1 | -1;
  /** The slide's group semantics, as the carousel gives them to a still slide. */
  role: 'group';
  'aria-roledescription': 'slide';
  'aria-label': string;
  children: ReactNode;
}

/**
 * A carousel slide that slides in: loaded (with Motion and its animation features) the first time
 * someone reaches for the carousel, so the dashboard's first load carries no animation code. The
 * features are given at once, not loaded later, so the first slide that moves animates too.
 */
export default function SlideMotion({ direction, children, ...group }: SlideMotionProps) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        {...group}
        initial={{ opacity: 0, x: direction * 48 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: 0.35, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
