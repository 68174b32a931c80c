import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useUrlState } from '../lib/url-state';

/** How long typing pauses before the search is written to the URL (and the server is asked). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchFieldProps {
  /** The URL search param the text is kept in. */
  urlKey: string;
  /** Accessible name of the box. */
  label: string;
  placeholder?: string;
  /** Other URL params to clear when the search changes (e.g. a page cursor). */
  reset?: string[];
}

/**
 * A search box whose text lives in the URL: typing updates the box at once and the URL (which
 * re-runs the screen's loader, so the resolver does the searching) once typing pauses.
 */
export function SearchField({ urlKey, label, placeholder, reset }: SearchFieldProps) {
  const [value, setValue] = useUrlState(urlKey);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);

  // The URL changed from elsewhere (back button, a cleared filter): show what it says now.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  // A change of the URL still loading (a filter just picked) is kept: useUrlState builds on it.
  const resetKeys = reset?.join(' ') ?? '';
  useEffect(() => {
    const next = text.trim();
    if (next === value) return undefined;
    const timer = setTimeout(() => setValue(next, resetKeys ? resetKeys.split(' ') : []), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, setValue, resetKeys]);

  return (
    <InputGroup startElement={<Search aria-hidden size={16} />} flex="1" minW={{ base: 'full', md: '240px' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        bg="bg"
      />
    </InputGroup>
  );
}
