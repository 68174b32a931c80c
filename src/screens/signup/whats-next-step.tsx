import { Box, Button, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Bell, Building2, CircleCheck, Clock, ImagePlus, Settings, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

const NEXT_STEPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Building2, title: 'Set up your business profile', text: 'Company name, business type, address and phone number.' },
  { icon: Bell, title: 'Choose your notification preferences', text: 'Claim updates, promotion alerts, reward reminders and training news.' },
  { icon: ImagePlus, title: 'Upload your company logo (optional)', text: 'Help your territory manager and customers recognize your dealership.' },
  { icon: Settings, title: 'Review your account settings', text: 'Personal details, password and security, any time from your profile.' },
];

/**
 * Sign-up step 3: the account exists; what happens next and the way to profile setup. On the HTTP server
 * outside demo mode the account first waits for an administrator (docs/server.md, "Accounts"): the step
 * says so and leads back to sign-in instead.
 */
export function WhatsNextStep({ firstName, email, awaitingApproval = false }: { firstName: string; email: string; awaitingApproval?: boolean }) {
  if (awaitingApproval) return <AwaitingApproval firstName={firstName} email={email} />;
  return (
    <Stack gap="6">
      <AccountStatus icon={CircleCheck} palette="green" lead={`Welcome aboard, ${firstName}!`}>
        Your account for {email} has been created.
      </AccountStatus>
      <Box>
        <Heading as="h2" size="md" mb="4">
          What&apos;s Next
        </Heading>
        <Stack as="ol" gap="4" listStyleType="none">
          {NEXT_STEPS.map((step) => (
            <HStack as="li" key={step.title} align="flex-start" gap="4">
              <Flex aria-hidden="true" w="10" h="10" rounded="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
                <Icon as={step.icon} boxSize="5" />
              </Flex>
              <Box>
                <Text fontWeight="semibold">{step.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.text}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </Box>
      <Button asChild colorPalette="brand" size="lg" w="full">
        <RouterLink to="/profile-setup">
          Set Up Profile
          <ArrowRight aria-hidden="true" />
        </RouterLink>
      </Button>
    </Stack>
  );
}

function AwaitingApproval({ firstName, email }: { firstName: string; email: string }) {
  return (
    <Stack gap="6">
      <AccountStatus icon={Clock} palette="blue" lead={`Thanks, ${firstName}.`}>
        Your account for {email} has been created and is waiting for approval.
      </AccountStatus>
      <Text>
        The program&apos;s administrators add each new account to its dealership. You can sign in once yours has been approved.
      </Text>
      <Button asChild variant="outline" size="lg" w="full">
        <RouterLink to="/login">Back to Sign In</RouterLink>
      </Button>
    </Stack>
  );
}

/** The new account's state, announced as a status: an icon, a bold lead and the sentence. */
function AccountStatus({ icon, palette, lead, children }: { icon: LucideIcon; palette: 'green' | 'blue'; lead: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3" bg={`${palette}.subtle`} color={`${palette}.fg`} rounded="lg" px="4" py="3" role="status">
      <Icon as={icon} boxSize="5" mt="0.5" flexShrink={0} aria-hidden="true" />
      <Text fontSize="sm" minW="0" overflowWrap="anywhere">
        <Text as="span" fontWeight="semibold">
          {lead}
        </Text>{' '}
        {children}
      </Text>
    </HStack>
  );
}
