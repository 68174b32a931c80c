import { Badge, Box, Button, Card, DataList, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Award, BadgeCheck, FileBadge, GraduationCap, Info, ShieldCheck, Thermometer, Wind, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ProgressBar } from '../../components/progress-bar';
import { toaster } from '../../components/ui/toaster';
import type { CertificationCard_CertificationFragment, CertificationPathCard_PathFragment } from '../../graphql/__generated__/graphql';
import { clampPercent, formatDate, formatNumber } from '../../lib/format';
import { CertificateDialog } from './certificate-dialog';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  award: Award,
  wind: Wind,
  thermometer: Thermometer,
  'badge-check': BadgeCheck,
  'shield-check': ShieldCheck,
};

const PALETTES = new Set(['blue', 'green', 'orange', 'purple', 'teal', 'red', 'yellow', 'cyan', 'pink']);

/** docs/product.md, "Error messages and notices": '{certification} details' saying more information will be available soon. */
export function certificationDetailsNotice(name: string) {
  return { title: `${name} details`, description: 'More information about this certification will be available soon.' };
}

function CertificationCard({
  certification,
  onView,
}: {
  certification: CertificationCard_CertificationFragment;
  onView: (certification: CertificationCard_CertificationFragment) => void;
}) {
  const titleId = useId();
  const palette = PALETTES.has(certification.color) ? certification.color : 'brand';
  const active = certification.status === 'Active';
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg" h="full">
      <Card.Body gap="4">
        <Flex gap="3" align="flex-start">
          <Flex boxSize="12" rounded="xl" bg={`${palette}.subtle`} color={`${palette}.fg`} align="center" justify="center" flexShrink={0} aria-hidden>
            <Icon as={ICONS[certification.icon] ?? Award} boxSize="6" />
          </Flex>
          <Box minW="0" flex="1">
            <Heading as="h3" size="md" id={titleId} lineHeight="short">
              {certification.name}
            </Heading>
            <Badge mt="1.5" colorPalette={active ? 'green' : 'red'} variant="subtle">
              {certification.status}
            </Badge>
          </Box>
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel minW="16">Issued</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(certification.issued)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="16">Expires</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(certification.expires)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" w="full" onClick={() => onView(certification)}>
          <Icon as={FileBadge} aria-hidden />
          View Certificate
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function CertificationPathCard({ path }: { path: CertificationPathCard_PathFragment }) {
  const titleId = useId();
  const done = Math.min(path.completedCourses, path.requiredCourses);
  const percent = path.requiredCourses === 0 ? 100 : (done / path.requiredCourses) * 100;
  // Completing the path's last course earns its certification (listed under My Certifications).
  const earned = done >= path.requiredCourses;
  const learnMore = () => {
    toaster.create({ ...certificationDetailsNotice(path.name), type: 'info' });
  };
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg">
      <Card.Body gap="4">
        <Flex gap="3" align="flex-start">
          <Flex
            boxSize="12"
            rounded="xl"
            bgImage="linear-gradient(145deg, {colors.brand.600}, {colors.brand.800})"
            color="white"
            align="center"
            justify="center"
            flexShrink={0}
            aria-hidden
          >
            <Icon as={GraduationCap} boxSize="6" />
          </Flex>
          <Box minW="0">
            <Heading as="h3" size="md" id={titleId} lineHeight="short">
              {path.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Requires {path.requirement.replace(/^Complete /, '')}
            </Text>
            {earned ? (
              <Badge mt="1.5" colorPalette="green" variant="subtle">
                <Icon as={BadgeCheck} boxSize="3.5" aria-hidden />
                Earned
              </Badge>
            ) : null}
          </Box>
        </Flex>
        <Box>
          <Flex justify="space-between" fontSize="sm" mb="1.5">
            <Text color="fg.muted">Progress</Text>
            <Text fontWeight="semibold">
              {formatNumber(done)} of {formatNumber(path.requiredCourses)} courses
            </Text>
          </Flex>
          <ProgressBar value={clampPercent(percent)} size="sm" colorPalette={earned ? 'green' : 'brand'} label={`${path.name} progress`} />
        </Box>
      </Card.Body>
      <Card.Footer>
        <Button variant="ghost" colorPalette="brand" size="sm" onClick={learnMore} aria-label={`Learn More about ${path.name}`}>
          <Icon as={Info} aria-hidden />
          Learn More
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export interface CertificationsPanelProps {
  certifications: readonly CertificationCard_CertificationFragment[];
  paths: readonly CertificationPathCard_PathFragment[];
}

/** The Certifications tab: certifications held, with printable certificates, and the advanced paths. */
export function CertificationsPanel({ certifications, paths }: CertificationsPanelProps) {
  const [shown, setShown] = useState<CertificationCard_CertificationFragment | null>(null);
  const [open, setOpen] = useState(false);
  const view = (certification: CertificationCard_CertificationFragment) => {
    setShown(certification);
    setOpen(true);
  };
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="my-certifications-heading">
        <Heading as="h2" size="lg" id="my-certifications-heading" mb="4">
          My Certifications
        </Heading>
        {certifications.length === 0 ? (
          <EmptyState
            icon={Award}
            title="No certifications yet"
            description="Complete certification courses to earn your first certification."
          />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {certifications.map((certification) => (
              <CertificationCard key={certification.id} certification={certification} onView={view} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Box as="section" aria-labelledby="certification-paths-heading">
        <HStack mb="4" gap="2">
          <Heading as="h2" size="lg" id="certification-paths-heading">
            Advanced Certification Paths
          </Heading>
        </HStack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {paths.map((path) => (
            <CertificationPathCard key={path.id} path={path} />
          ))}
        </SimpleGrid>
      </Box>
      <CertificateDialog open={open} certification={shown} onOpenChange={setOpen} />
    </Stack>
  );
}
