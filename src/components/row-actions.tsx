import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';

interface RowActionsProps {
  /** What the row is called in the buttons' names: "Edit {label}", "Delete {label}". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While the row's deletion runs, its Delete button is disabled. */
  deleting?: boolean;
}

/** An administrator's table row's Edit and Delete buttons, at the row's end. */
export function RowActions({ label, onEdit, onDelete, deleting = false }: RowActionsProps) {
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton aria-label={`Edit ${label}`} size="sm" variant="ghost" onClick={onEdit}>
        <Pencil aria-hidden />
      </IconButton>
      <IconButton aria-label={`Delete ${label}`} size="sm" variant="ghost" colorPalette="red" disabled={deleting} onClick={onDelete}>
        <Trash2 aria-hidden />
      </IconButton>
    </HStack>
  );
}
