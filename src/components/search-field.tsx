import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useUrlSearchText } from '../lib/url-state';

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

/** A search box over a server-side list, its text kept in the URL (see useUrlSearchText). */
export function SearchField({ param = 'q', label, placeholder, resetParams }: SearchFieldProps) {
  const [text, setText] = useUrlSearchText(param, resetParams);
  return (
    <InputGroup startElement={<Search aria-hidden size={16} />} flex="1" minW={{ base: 'full', md: '240px' }}>
      <Input type="search" aria-label={label} placeholder={placeholder ?? label} value={text} onChange={(event) => setText(event.target.value)} bg="bg" />
    </InputGroup>
  );
}
