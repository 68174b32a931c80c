import { Accordion, Box, Card, Heading, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { ReceiptFormFrame, ReceiptProcessingNote, ReceiptRequirements } from '../../components/receipt-form-frame';
import { useReceiptFormAddress } from '../../graphql/receipt-form';

/**
 * Earn Rewards (dealers and comfort advisors): the receipt guidance, then the external receipt form.
 * The form's address is the screen's one query; it loads inside the frame component so a failure shows
 * the Configuration Error block here instead of the route's error screen.
 */
export function Component() {
  const address = useReceiptFormAddress('EARN_REWARDS');
  return (
    <>
      <PageHeader title="Earn Rewards" description="Submit a receipt from a qualifying purchase to earn loyalty points." />
      <Accordion.Root collapsible defaultValue={['before-you-submit']} variant="enclosed" bg="bg" mb="6">
        <Accordion.Item value="before-you-submit">
          <Heading as="h2" size="md">
            <Accordion.ItemTrigger px="4" py="3" cursor="pointer">
              <Box as={Info} aria-hidden boxSize="5" color="brand.fg" />
              <Text as="span" flex="1" textAlign="start" fontWeight="semibold">
                Before You Submit
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody px="4" pb="4">
              <ReceiptRequirements />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      </Accordion.Root>
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header pb="2">
          <Heading as="h2" size="md">
            Submit Your Receipt
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Upload your receipt and purchase details in the form below.
          </Text>
        </Card.Header>
        <Card.Body px={{ base: '2', md: '4' }}>
          <ReceiptFormFrame placement="EARN_REWARDS" address={address} />
        </Card.Body>
      </Card.Root>
      <ReceiptProcessingNote />
    </>
  );
}
