import { Button, Card, Heading, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Wrench } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ProgramGuidelines_SectionFragment } from '../../graphql/__generated__/graphql';

/** Program Guidelines: the program's rules, one card per section. */
export function ProgramGuidelines({ sections }: { sections: readonly ProgramGuidelines_SectionFragment[] }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {sections.map((section) => (
          <Card.Root key={section.title} as="section" size="sm" variant="outline" bg="bg">
            <Card.Body gap="3">
              <Heading as="h3" size="md">
                {section.title}
              </Heading>
              <List.Root gap="2" variant="plain">
                {section.items.map((item) => (
                  <List.Item key={item} alignItems="flex-start" fontSize="sm">
                    <List.Indicator asChild color="brand.fg" mt="0.5">
                      <CircleCheck size={16} aria-hidden />
                    </List.Indicator>
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Card.Root size="sm" variant="subtle" bg="bg.subtle">
        <Card.Body flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between" gap="3">
          <Text fontSize="sm" color="fg.muted">
            Planning a campaign above $5,000? Ask your territory manager for pre-approval before you spend.
          </Text>
          <Button asChild variant="outline" size="sm" flexShrink={0}>
            <RouterLink to="/resources">
              <Icon as={Wrench} aria-hidden />
              Contact Territory Manager
            </RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
