import { Box, Card, Circle, Flex, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { Phone, Siren } from 'lucide-react';
import type { EmergencyContacts_ContactFragment } from '../../graphql/__generated__/graphql';
import { telHref } from './phone';

/** Emergency Contacts: the round-the-clock lines, each a tap-to-call link. */
export function EmergencyContacts({ contacts }: { contacts: readonly EmergencyContacts_ContactFragment[] }) {
  return (
    <Card.Root as="section" aria-labelledby="emergency-contacts-heading" variant="outline" bg="bg" h="full" borderTopWidth="4px" borderTopColor="red.solid">
      <Card.Body gap="4">
        <Flex align="center" gap="3">
          <Circle size="10" bg="red.subtle" color="red.fg" flexShrink={0}>
            <Icon as={Siren} boxSize="5" aria-hidden />
          </Circle>
          <Heading as="h2" id="emergency-contacts-heading" size="md">
            Emergency Contacts
          </Heading>
        </Flex>
        <Stack as="ul" gap="3" listStyleType="none">
          {contacts.map((contact) => (
            <Box as="li" key={contact.label} borderWidth="1px" borderColor="border.muted" rounded="lg" p="4">
              <Text fontWeight="semibold">{contact.label}</Text>
              <Text fontSize="sm" color="fg.muted" mb="2">
                {contact.availability}
              </Text>
              <Link href={telHref(contact.phone)} color="red.fg" fontWeight="semibold" fontSize="lg" aria-label={`Call ${contact.label}: ${contact.phone}`}>
                <Icon as={Phone} boxSize="4" aria-hidden />
                {contact.phone}
              </Link>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
