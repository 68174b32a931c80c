import { Box, Combobox, createListCollection, Portal, Spinner, Text, useFieldContext, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';

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
  /** The text input, for a form to move focus to when the choice is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The participant picker of Issue Spot Award: the UI library's combobox (ARIA 1.2 pattern) over the
 * server's matches for what is typed. Clicking or typing opens the list, the arrow keys move through
 * it, Enter chooses and Escape closes it; Escape on a closed list, or the clear button, empties the
 * field. Typing again after a choice drops the choice, so the form never sends a participant whose
 * name is no longer in the field. The number of matches is announced. Used inside a Field.Root, which
 * gives it its label, its invalid state and its error.
 */
export function ParticipantCombobox<P extends ComboboxParticipant>({
  text,
  onTextChange,
  options,
  loading,
  selected,
  onSelect,
  placeholder,
  inputRef,
}: ParticipantComboboxProps<P>) {
  const listLabelId = useId();
  const field = useFieldContext();
  const [open, setOpen] = useState(false);
  // The server has already filtered: the collection lists its matches as they are.
  const collection = useMemo(
    () => createListCollection<P>({ items: [...options], itemToString: (participant) => participant.name, itemToValue: (participant) => participant.id }),
    [options],
  );

  /** What is typed replaces the text, and drops a choice made before. */
  const type = (next: string) => {
    onTextChange(next);
    if (selected) onSelect(null);
  };

  const clear = () => {
    onTextChange('');
    onSelect(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An open list takes Escape itself (it closes); on a closed one, Escape empties the field.
    if (event.key !== 'Escape' || (!text && !selected)) return;
    event.preventDefault();
    clear();
  };

  return (
    <Combobox.Root
      collection={collection}
      value={selected ? [selected.id] : []}
      inputValue={text}
      // The field keeps what was typed; a choice writes the participant's name (onValueChange).
      selectionBehavior="preserve"
      openOnClick
      translations={{ clearTriggerLabel: 'Clear participant' }}
      onOpenChange={(details) => setOpen(details.open)}
      onInputValueChange={(details) => type(details.inputValue)}
      onValueChange={(details) => {
        const chosen = details.items[0] ?? null;
        onSelect(chosen);
        if (chosen) onTextChange(chosen.name);
      }}
    >
      <Combobox.Control>
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" display="flex">
          <Search aria-hidden size={16} />
        </Box>
        <Combobox.Input
          ref={inputRef}
          ps="9"
          placeholder={placeholder}
          // Hand the text to the form while the keystroke is handled, ahead of the combobox's own
          // (deferred) update, so fast typing never has a character overwritten by an older value.
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          // The combobox takes its label, description and invalid state from the Field; the error too.
          aria-errormessage={field?.invalid ? field.ids.errorText : undefined}
        />
        <Combobox.IndicatorGroup>
          {loading ? <Spinner size="xs" aria-hidden /> : null}
          <Combobox.ClearTrigger hidden={!text} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <VisuallyHidden id={listLabelId}>Matching participants</VisuallyHidden>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content aria-labelledby={listLabelId}>
            {loading ? null : <Combobox.Empty fontSize="sm" color="fg.muted">No active participants found</Combobox.Empty>}
            {collection.items.map((participant) => (
              <Combobox.Item key={participant.id} item={participant}>
                <Box flex="1" minW="0">
                  <Combobox.ItemText display="block" fontSize="sm" fontWeight="medium">
                    {participant.name}
                  </Combobox.ItemText>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {participant.dealer.name} · {participant.id}
                  </Text>
                </Box>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
      <VisuallyHidden aria-live="polite">
        {open && !loading ? `${options.length} ${options.length === 1 ? 'participant' : 'participants'} found` : ''}
      </VisuallyHidden>
    </Combobox.Root>
  );
}
