import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';

const SECTIONS: readonly { title: string; text: string }[] = [
  {
    title: 'What we collect',
    text: 'Your name, business contact details, dealer number, the sales, claims and receipts you submit, your training progress and how you use the portal.',
  },
  {
    title: 'How we use it',
    text: 'To run the loyalty program: award and redeem points, process claims and marketing fund requests, send the notifications you choose and improve the portal.',
  },
  {
    title: 'Who we share it with',
    text: 'Only with the service providers who fulfil rewards, process payments and host the portal, under contracts that protect your information. We never sell it.',
  },
  {
    title: 'Your choices',
    text: 'You can update your details and notification preferences in Profile Settings at any time, or ask us to export or delete your account data.',
  },
  {
    title: 'Contact',
    text: 'Questions about your privacy? Write to support@comfortpro.example or call (800) 555-0100, Monday-Friday 7am-7pm CST.',
  },
];

/** The Privacy Policy link of the sign-in screen: a summary of the policy in a dialog. */
export function PrivacyPolicyDialog() {
  return (
    <Dialog.Root placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Dialog.Trigger asChild>
        <Button
          type="button"
          variant="plain"
          size="xs"
          h="auto"
          minW="0"
          p="0"
          fontSize="inherit"
          lineHeight="inherit"
          verticalAlign="baseline"
          color="brand.fg"
          fontWeight="medium"
          textDecoration="underline"
        >
          Privacy Policy
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Privacy Policy</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                Last updated: January 1, 2024
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {SECTIONS.map((section) => (
                  <Stack key={section.title} gap="1">
                    <Heading as="h3" size="sm">
                      {section.title}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {section.text}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close privacy policy" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
