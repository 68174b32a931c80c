import { Box, Button, Card, Circle, Code, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, BookOpen, Compass, Gift, HelpCircle, House, Wrench, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { goBackTarget } from './go-back';

export const NOT_FOUND_DESCRIPTION = "The page you're looking for doesn't exist or has been moved.";

/** docs/product.md, "Screens and navigation": the quick links of the 404 page. */
const QUICK_LINKS: readonly { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: '/rewards', label: 'Loyalty Rewards', hint: 'Browse and redeem rewards', icon: Gift },
  { to: '/training', label: 'Training', hint: 'Courses and certifications', icon: BookOpen },
  { to: '/resources', label: 'Resources', hint: 'Guides, forms and tools', icon: Wrench },
  { to: '/faq', label: 'FAQ', hint: 'Answers and support', icon: HelpCircle },
];

/** Page Not Found: every path the route table does not know, /terms included. */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  function goBack() {
    const target = goBackTarget(window.history.length);
    if (target === -1) void navigate(-1);
    else void navigate(target);
  }

  return (
    <Box as="section" aria-labelledby="not-found-title" maxW="3xl" mx="auto" py={{ base: '6', md: '12' }}>
      <Stack align="center" textAlign="center" gap="4">
        <Circle size="20" bg="brand.subtle" color="brand.fg">
          <Icon as={Compass} boxSize="10" strokeWidth={1.5} aria-hidden />
        </Circle>
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="widest" aria-hidden>
          404
        </Text>
        <Heading id="not-found-title" as="h1" size={{ base: '2xl', md: '3xl' }}>
          Page Not Found
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="lg">
          {NOT_FOUND_DESCRIPTION}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Requested path:{' '}
          <Code data-testid="attempted-path" wordBreak="break-all">
            {pathname}
          </Code>
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden />
            Go Back
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">
              <House aria-hidden />
              Return to Dashboard
            </RouterLink>
          </Button>
        </HStack>
      </Stack>

      <Box as="nav" aria-labelledby="not-found-links" mt={{ base: '10', md: '14' }}>
        <Heading id="not-found-links" as="h2" size="sm" color="fg.muted" textAlign="center" mb="4" fontWeight="medium">
          Or try one of these pages
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" m="0" p="0">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Card.Root asChild variant="outline" size="sm" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.15s" h="full">
                <RouterLink to={link.to}>
                  <Card.Body>
                    <HStack gap="3">
                      <Circle size="10" bg="bg.muted" color="brand.fg" flexShrink={0}>
                        <Icon as={link.icon} boxSize="5" aria-hidden />
                      </Circle>
                      <Box textAlign="start">
                        <Text fontWeight="semibold">{link.label}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {link.hint}
                        </Text>
                      </Box>
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </li>
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
