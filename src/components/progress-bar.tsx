import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The portal's progress bar, on Chakra's `progress` slot recipe without Chakra's `Progress` component:
 * that one is Ark UI's, which brings Zag.js's state machine runtime into the shell for a bar that only
 * ever shows a number. The parts carry the attributes Ark's progress gives them (Zag's
 * progress.connect: `data-scope`, `data-part`, `data-state`, `data-orientation`, `--percent`), so the
 * recipe and any selector written for Chakra's bar match it the same way.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'progress' });

type PartProps = HTMLChakraProps<'div'>;

const Root = withProvider<HTMLDivElement, PartProps & SlotRecipeProps<'progress'>>('div', 'root');
const Track = withContext<HTMLDivElement, PartProps>('div', 'track');
const Range = withContext<HTMLDivElement, PartProps>('div', 'range');

const MIN = 0;
const MAX = 100;

export interface ProgressBarProps extends PartProps, SlotRecipeProps<'progress'> {
  /** 0-100; a value outside is shown at the nearest end. */
  value: number;
  /** The bar's accessible name (the track's `aria-label`). */
  label: string;
  /** Props of the track, e.g. `rounded="full"` or `bg="bg"`. */
  trackProps?: PartProps;
  /** Shown inside the root, above the track (a heading row, say). */
  children?: ReactNode;
}

/** A horizontal bar: a root, a track that is the `progressbar` (0 to 100, named by `label`) and its filled range. */
export function ProgressBar({ value, label, trackProps, children, ...rootProps }: ProgressBarProps) {
  const clamped = Math.min(MAX, Math.max(MIN, value));
  // As Zag computes it, so the width and --percent are the same numbers as before.
  const percent = ((clamped - MIN) / (MAX - MIN)) * 100;
  const state = clamped === MAX ? 'complete' : 'loading';
  const common = { 'data-scope': 'progress', 'data-orientation': 'horizontal', 'data-state': state };
  return (
    <Root
      {...rootProps}
      {...common}
      data-part="root"
      data-max={MAX}
      data-value={clamped}
      style={{ '--percent': percent, ...rootProps.style } as PartProps['style']}
    >
      {children}
      <Track
        {...trackProps}
        {...common}
        data-part="track"
        role="progressbar"
        data-max={MAX}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={clamped}
        aria-label={label}
      >
        <Range {...common} data-part="range" style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
