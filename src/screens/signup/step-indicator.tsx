import { Box, Flex, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';

export const SIGN_UP_STEPS = ['Create Account', 'Terms and Conditions', 'Complete Your Profile'] as const;

/** Where the user is in the three sign-up steps: done steps carry a check, the current one is highlighted. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <Box as="nav" aria-label="Sign-up progress" mb="8">
      <Flex as="ol" listStyleType="none" align="flex-start">
        {SIGN_UP_STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
          return (
            <Flex
              as="li"
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              position="relative"
              flex="1"
              minW="0"
              direction="column"
              align="center"
              gap="2"
            >
              {index > 0 ? (
                <Box
                  aria-hidden="true"
                  position="absolute"
                  top="15px"
                  left="calc(-50% + 24px)"
                  right="calc(50% + 24px)"
                  h="2px"
                  rounded="full"
                  bg={step <= current ? 'brand.solid' : 'border'}
                />
              ) : null}
              <Flex
                aria-hidden="true"
                w="8"
                h="8"
                rounded="full"
                align="center"
                justify="center"
                fontSize="sm"
                fontWeight="semibold"
                borderWidth="2px"
                borderColor={state === 'upcoming' ? 'border.emphasized' : 'brand.solid'}
                bg={state === 'done' ? 'brand.solid' : state === 'current' ? 'brand.subtle' : 'bg'}
                color={state === 'done' ? 'white' : state === 'current' ? 'brand.fg' : 'fg.muted'}
              >
                {state === 'done' ? <Icon as={Check} boxSize="4" strokeWidth={3} /> : step}
              </Flex>
              <Box textAlign="center" lineHeight="short" px="1">
                <Text fontSize="2xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="medium">
                  Step {step}
                </Text>
                <Text fontSize="xs" fontWeight={state === 'current' ? 'semibold' : 'medium'} color={state === 'upcoming' ? 'fg.muted' : 'fg'}>
                  {label}
                </Text>
                {state === 'current' ? null : <VisuallyHidden>{state === 'done' ? '(completed)' : '(not started)'}</VisuallyHidden>}
              </Box>
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
