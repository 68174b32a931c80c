import { Box, Flex, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';

/**
 * One notification preference as a list item: its name and what it covers, with the switch at the end.
 * The switch is named by the preference and described by the text under it. Profile Settings'
 * Notifications tab and Profile Setup's second step list them; `py` sets the space between rows.
 */
export function PreferenceSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
  py = '4',
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  py?: '3' | '4';
}) {
  const descriptionId = useId();
  return (
    <Flex as="li" justify="space-between" align="center" gap="4" py={py}>
      <Box minW="0">
        <Text fontWeight="medium" aria-hidden="true">
          {label}
        </Text>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Box>
      <Switch.Root colorPalette="brand" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} flexShrink={0}>
        <Switch.HiddenInput role="switch" aria-describedby={descriptionId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label srOnly>{label}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}
