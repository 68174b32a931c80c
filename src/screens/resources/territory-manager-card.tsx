import { Box, Button, Card, Flex, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Clock, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import type { TerritoryManagerCard_ManagerFragment } from '../../graphql/__generated__/graphql';
import { mailtoHref, telHref } from './phone';

function ContactRow({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="3" align="flex-start">
      <Icon as={icon} boxSize="4" mt="1" color="fg.muted" aria-hidden flexShrink={0} />
      <Box minW="0">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="medium">
          {label}
        </Text>
        <Box wordBreak="break-word">{children}</Box>
      </Box>
    </Flex>
  );
}

export interface TerritoryManagerCardProps {
  manager: TerritoryManagerCard_ManagerFragment;
  onScheduleMeeting: () => void;
}

/**
 * The dealer's territory manager: who they are, how to reach them and when. The photo on file is not
 * published with the portal, so the card shows their initials.
 */
export function TerritoryManagerCard({ manager, onScheduleMeeting }: TerritoryManagerCardProps) {
  return (
    <Card.Root as="section" aria-labelledby="territory-manager-heading" variant="outline" bg="bg" h="full">
      <Card.Body gap="5">
        <Heading as="h2" id="territory-manager-heading" size="md">
          Your Territory Manager
        </Heading>
        <Flex gap="4" align="center">
          <UserAvatar
            size="2xl"
            colorPalette="brand"
            variant="solid"
            flexShrink={0}
            name={manager.name}
            fallbackProps={{ bgImage: 'linear-gradient(135deg, {colors.brand.500}, {colors.brand.800})' }}
          />
          <Box minW="0">
            <Text fontSize="xl" fontWeight="bold" lineHeight="short">
              {manager.name}
            </Text>
            <Text color="fg.muted">{manager.title}</Text>
          </Box>
        </Flex>
        <Stack as="ul" gap="3" listStyleType="none">
          <ContactRow icon={Phone} label="Phone">
            <Link href={telHref(manager.phone)} color="brand.fg" fontWeight="medium">
              {manager.phone}
            </Link>
          </ContactRow>
          <ContactRow icon={Mail} label="Email">
            <Link href={mailtoHref(manager.email)} color="brand.fg" fontWeight="medium">
              {manager.email}
            </Link>
          </ContactRow>
          <ContactRow icon={Clock} label="Office hours">
            <Text fontWeight="medium">{manager.officeHours}</Text>
          </ContactRow>
        </Stack>
        <Flex gap="2" wrap="wrap" pt="1">
          <Button asChild colorPalette="brand" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <a href={telHref(manager.phone)}>
              <Phone aria-hidden />
              Call Now
            </a>
          </Button>
          <Button asChild variant="outline" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <a href={mailtoHref(manager.email)}>
              <Mail aria-hidden />
              Send Email
            </a>
          </Button>
          <Button variant="outline" onClick={onScheduleMeeting} flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <CalendarPlus aria-hidden />
            Schedule Meeting
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
