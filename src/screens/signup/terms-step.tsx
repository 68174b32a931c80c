import { Box, Button, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms-text';

export interface TermsStepProps {
  accepted: boolean;
  error?: string;
  submitting: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onBack: () => void;
  onAccept: () => void;
}

/** Sign-up step 2: the program's terms in a scrolling region, the agreement box and Accept & Continue. */
export function TermsStep({ accepted, error, submitting, onAcceptedChange, onBack, onAccept }: TermsStepProps) {
  const errorId = useId();
  return (
    <Stack gap="6">
      <Box
        role="region"
        aria-label="Terms and Conditions text"
        tabIndex={0}
        maxH={{ base: '60vh', md: '80' }}
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="lg"
        bg="bg.subtle"
        px={{ base: '4', md: '6' }}
        py="5"
        focusVisibleRing="outside"
      >
        <Text fontSize="sm" color="fg.muted" mb="4">
          Last updated: {TERMS_LAST_UPDATED}
        </Text>
        <Stack as="ol" gap="5" listStyleType="none">
          {TERMS_SECTIONS.map((section, index) => (
            <Box as="li" key={section.title}>
              <Heading as="h2" size="sm" mb="2">
                {index + 1}. {section.title}
              </Heading>
              <Stack gap="2">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} fontSize="sm" color="fg.muted" lineHeight="tall">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>

      <Stack gap="1.5">
        <Checkbox.Root
          colorPalette="brand"
          alignItems="flex-start"
          name="acceptTerms"
          checked={accepted}
          invalid={!!error}
          onCheckedChange={(details) => onAcceptedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-errormessage={error ? errorId : undefined} aria-describedby={error ? errorId : undefined} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I have read and agree to the Terms and Conditions of the ComfortPro Dealer Loyalty Program.
          </Checkbox.Label>
        </Checkbox.Root>
        <Text id={errorId} aria-live="polite" color="fg.error" fontSize="xs" fontWeight="medium">
          {error}
        </Text>
      </Stack>

      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button
          type="button"
          colorPalette="brand"
          size="lg"
          flex={{ sm: '1' }}
          maxW={{ sm: '60' }}
          aria-disabled={!accepted}
          loading={submitting}
          loadingText="Creating account..."
          onClick={onAccept}
        >
          Accept &amp; Continue
        </Button>
      </Flex>
    </Stack>
  );
}
