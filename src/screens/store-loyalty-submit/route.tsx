import { Accordion, Box, Button, Card, Heading, List, Text } from '@chakra-ui/react';
import { ArrowLeft, ClipboardList, MailCheck, ScrollText, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ReceiptFormFrame, ReceiptProcessingNote, ReceiptRequirements } from '../../components/receipt-form-frame';
import { useReceiptFormAddress } from '../../graphql/receipt-form';

const INSTRUCTIONS: readonly { value: string; title: string; icon: LucideIcon; body: ReactNode }[] = [
  { value: 'requirements', title: 'Receipt requirements', icon: ScrollText, body: <ReceiptRequirements /> },
  {
    value: 'how-to-submit',
    title: 'How to submit',
    icon: ClipboardList,
    body: (
      <List.Root as="ol" ps="5" gap="2">
        <List.Item>Enter your contact details and the purchase details in the form below.</List.Item>
        <List.Item>Upload a clear photo or scan of the whole receipt (JPEG, PNG or PDF).</List.Item>
        <List.Item>Review your entries and submit the form.</List.Item>
      </List.Root>
    ),
  },
  {
    value: 'after-you-submit',
    title: 'After you submit',
    icon: MailCheck,
    body: (
      <Text>
        Submissions are typically processed within 3-5 business days, and you will receive an e-mail confirmation. Approved points appear in
        your Loyalty Rewards balance and activity.
      </Text>
    ),
  },
];

/**
 * Receipt submission for the store loyalty program (dealers and comfort advisors): instructions, then the
 * same embedded receipt form as Earn Rewards.
 */
export function Component() {
  const address = useReceiptFormAddress('STORE_LOYALTY_SUBMIT');
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="3" ms="-2">
        <RouterLink to="/store-loyalty">
          <ArrowLeft aria-hidden />
          Back to Store Loyalty
        </RouterLink>
      </Button>
      <PageHeader title="Submit a Receipt" description="Send us your receipt from a qualifying purchase to earn store loyalty points." />
      <Accordion.Root collapsible multiple defaultValue={['requirements']} variant="enclosed" bg="bg" mb="6">
        {INSTRUCTIONS.map(({ value, title, icon: Icon, body }) => (
          <Accordion.Item key={value} value={value}>
            <Heading as="h2" size="md">
              <Accordion.ItemTrigger px="4" py="3" cursor="pointer">
                <Box as={Icon} aria-hidden boxSize="5" color="brand.fg" />
                <Text as="span" flex="1" textAlign="start" fontWeight="semibold">
                  {title}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody px="4" pb="4">
                {body}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header pb="2">
          <Heading as="h2" size="md">
            Receipt Submission Form
          </Heading>
        </Card.Header>
        <Card.Body px={{ base: '2', md: '4' }}>
          <ReceiptFormFrame placement="STORE_LOYALTY_SUBMIT" address={address} />
        </Card.Body>
      </Card.Root>
      <ReceiptProcessingNote />
    </>
  );
}
