import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { configuredHttpUrl } from '../lib/server-mode';
import { useUrlState } from '../lib/url-state';

/**
 * How long a search box waits after the last keystroke before it searches. Over HTTP the pause spares
 * the server a request per keystroke; the in-browser server answers within a frame, so the search
 * follows the typing at once. Either way a box never starts a search while its previous one loads.
 */
export const SEARCH_DEBOUNCE_MS = configuredHttpUrl() ? 250 : 0;

export interface SearchFieldProps {
  /** The URL search param the text lives in. Default `q`. */
  param?: string;
  /** The input's accessible name, e.g. 'Search participants'. */
  label: string;
  /** Default: the label. */
  placeholder?: string;
  /** Other URL params to clear when the search changes (e.g. a page cursor). */
  resetParams?: string[];
}

/**
 * A search box over a server-side list: typing updates the box at once and the URL (which re-runs the
 * screen's loader, so the resolver does the searching) once typing pauses. A URL change the box did not
 * make (Clear filters, the back button, a bookmark) replaces what is typed.
 */
export function SearchField({ param = 'q', label, placeholder, resetParams }: SearchFieldProps) {
  const [value, setValue] = useUrlState(param);
  const [draft, setDraft] = useState(value);
  // The last URL value seen, and the last one this box wrote.
  const [seen, setSeen] = useState(value);
  const [written, setWritten] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== written) {
      setDraft(value);
      setWritten(value);
    }
  }

  // While a change of the URL is loading (the previous search, a filter just picked), the text waits:
  // a screen never has two of its own loads in flight.
  const navigating = useNavigation().state !== 'idle';
  const resetKey = resetParams?.join('\n') ?? '';
  useEffect(() => {
    const next = draft.trim();
    if (next === value || navigating) return undefined;
    const timer = setTimeout(() => {
      // Only over the value this box last saw: when Clear filters (or another control) changed the
      // param in the meantime, that change wins and the box shows it on the next render.
      if (setValue(next, resetKey ? resetKey.split('\n') : [], value)) setWritten(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, setValue, resetKey, navigating]);

  return (
    <InputGroup startElement={<Search aria-hidden size={16} />} flex="1" minW={{ base: 'full', md: '240px' }}>
      <Input type="search" aria-label={label} placeholder={placeholder ?? label} value={draft} onChange={(event) => setDraft(event.target.value)} bg="bg" />
    </InputGroup>
  );
}
