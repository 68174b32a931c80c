import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * The portal's avatar, on Chakra's `avatar` slot recipe without Chakra's `Avatar` component: that one
 * is Ark UI's, whose image-loading state machine brought Zag.js's runtime into the shell for the
 * header's account button. The parts carry the attributes Ark's avatar gives them (Zag's
 * avatar.connect: `data-scope`, `data-part`, `data-state`, `hidden`), so the recipe and any selector
 * written for Chakra's avatar match it the same way.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });

const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'avatar'>>('div', 'root');
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');
const AvatarImage = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image', {
  defaultProps: { draggable: 'false', referrerPolicy: 'no-referrer' },
});

/** A name's initials as Chakra's avatar makes them: the first and last words' first letters ("Dana Whitfield": "DW"). */
function initialsOf(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** Chakra's avatar icon, shown when there is neither a name nor other fallback content. */
function PersonIcon() {
  return (
    <chakra.svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24" height="1.2em" width="1.2em">
      <path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z" />
    </chakra.svg>
  );
}

export interface UserAvatarProps extends HTMLChakraProps<'div'>, SlotRecipeProps<'avatar'> {
  /** Whose avatar: the fallback shows its initials, unless `children` are given. */
  name?: string;
  /**
   * The photo's address. It shows once it has loaded, and the fallback hides then; until then, or if it
   * fails to load, the fallback shows. Its `alt` is empty: every avatar sits beside the name or inside a
   * control named otherwise.
   */
  src?: string | null;
  /** Props of the fallback, e.g. a background. */
  fallbackProps?: HTMLChakraProps<'span'>;
  /** The fallback's content instead of the initials (an icon, say). */
  children?: ReactNode;
}

/** An avatar: the photo when it loads, else the fallback (the initials, the given content, or a person icon). */
export function UserAvatar({ name, src, fallbackProps, children, ...rootProps }: UserAvatarProps) {
  // The address whose image has loaded; a new address shows the fallback until its own image loads.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = src != null && src !== '' && loadedSrc === src;
  // As Chakra's Avatar.Fallback chooses: the content given, else the name's initials, else the icon.
  const fallback = children ? children : name ? initialsOf(name) : <PersonIcon />;
  return (
    <Root {...rootProps} data-scope="avatar" data-part="root">
      <Fallback {...fallbackProps} data-scope="avatar" data-part="fallback" data-state={loaded ? 'hidden' : 'visible'} hidden={loaded}>
        {fallback}
      </Fallback>
      {src ? (
        <AvatarImage
          src={src}
          alt=""
          data-scope="avatar"
          data-part="image"
          data-state={loaded ? 'visible' : 'hidden'}
          hidden={!loaded}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc((current) => (current === src ? null : current))}
        />
      ) : null}
    </Root>
  );
}
