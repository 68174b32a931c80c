import { Box, CloseButton, Flex, Input, InputGroup, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Search } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export interface ComboboxParticipant {
  id: string;
  name: string;
  dealer: { name: string };
}

export interface ParticipantComboboxProps<P extends ComboboxParticipant> {
  /** What the user typed (controlled). */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches of the server search for `text`. */
  options: readonly P[];
  loading: boolean;
  selected: P | null;
  onSelect: (participant: P | null) => void;
  placeholder?: string;
}

/**
 * An accessible combobox (ARIA 1.2 pattern): a text input whose listbox of matching participants
 * follows what is typed. Arrow keys move through the options, Enter chooses, Escape closes; the
 * number of matches is announced. Used inside a Field.Root, which gives it its label and error.
 */
export function ParticipantCombobox<P extends ComboboxParticipant>({
  text,
  onTextChange,
  options,
  loading,
  selected,
  onSelect,
  placeholder,
}: ParticipantComboboxProps<P>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // New matches: highlight nothing until the user moves with the arrow keys.
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(-1);
  }

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (participant: P) => {
    onSelect(participant);
    onTextChange(participant.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        onTextChange('');
        onSelect(null);
      }
    }
  };

  const expanded = open && (options.length > 0 || !loading);

  return (
    <Box position="relative" w="full">
      <InputGroup
        w="full"
        startElement={<Search aria-hidden size={16} />}
        endElement={
          loading ? (
            <Spinner size="xs" aria-hidden />
          ) : text ? (
            <CloseButton
              size="2xs"
              aria-label="Clear participant"
              onClick={() => {
                onTextChange('');
                onSelect(null);
              }}
            />
          ) : null
        }
      >
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (selected) onSelect(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <Box
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        top="calc(100% + 4px)"
        insetX="0"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="lg"
        py="1"
      >
        <Box as="ul" id={listId} role="listbox" aria-label="Matching participants" maxH="64" overflowY="auto" listStyleType="none">
          {options.map((participant, index) => {
            const isSelected = selected?.id === participant.id;
            return (
              <Flex
                as="li"
                key={participant.id}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                align="center"
                gap="2"
                px="3"
                py="2"
                cursor="pointer"
                bg={index === active ? 'bg.emphasized' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keep the focus in the input, so choosing does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(participant)}
              >
                <Box flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="medium">
                    {participant.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {participant.dealer.name} · {participant.id}
                  </Text>
                </Box>
                {isSelected ? <Check aria-hidden size={16} /> : null}
              </Flex>
            );
          })}
        </Box>
        {options.length === 0 && !loading ? (
          <Text px="3" py="2" fontSize="sm" color="fg.muted">
            No active participants found
          </Text>
        ) : null}
      </Box>
      <VisuallyHidden aria-live="polite">
        {open && !loading ? `${options.length} ${options.length === 1 ? 'participant' : 'participants'} found` : ''}
      </VisuallyHidden>
    </Box>
  );
}
