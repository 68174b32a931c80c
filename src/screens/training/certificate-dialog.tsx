import { Box, Button, CloseButton, Dialog, Flex, Heading, Icon, Portal, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { PRODUCT_NAME } from '../../components/brand';
import type { CertificationCard_CertificationFragment } from '../../graphql/__generated__/graphql';
import { formatLongDate } from '../../lib/format';

const PRINT_CLASS = 'certificate-print-area';

/**
 * While the certificate is open, printing shows only the certificate: everything else on the page is
 * hidden from the printout.
 */
const PRINT_STYLES = `
@media print {
  @page { size: landscape; margin: 12mm; }
  body * { visibility: hidden !important; }
  .${PRINT_CLASS}, .${PRINT_CLASS} * { visibility: visible !important; }
  .${PRINT_CLASS} { position: fixed !important; inset: 0 !important; margin: 0 !important; box-shadow: none !important; }
}
`;

export interface CertificateDialogProps {
  open: boolean;
  /** The certificate shown (kept while the dialog closes). */
  certification: CertificationCard_CertificationFragment | null;
  onOpenChange: (open: boolean) => void;
}

/** A printable certificate: holder, certification, issued and expiry dates. */
export function CertificateDialog({ open, certification, onOpenChange }: CertificateDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? <style>{PRINT_STYLES}</style> : null}
            <Dialog.Header>
              <Dialog.Title>{certification ? `${certification.name} certificate` : 'Certificate'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {certification ? (
                <Box
                  className={PRINT_CLASS}
                  data-testid="certificate"
                  bg="white"
                  color="gray.900"
                  p={{ base: '2', md: '3' }}
                  rounded="md"
                  bgImage="linear-gradient(135deg, {colors.brand.700}, {colors.brand.500} 50%, {colors.yellow.500})"
                >
                  <Flex
                    direction="column"
                    align="center"
                    textAlign="center"
                    gap={{ base: '3', md: '4' }}
                    bg="white"
                    rounded="sm"
                    px={{ base: '4', md: '10' }}
                    py={{ base: '6', md: '10' }}
                    borderWidth="1px"
                    borderColor="yellow.500"
                  >
                    <img src="/images/training/certificate-seal.svg" alt="" width={72} height={72} />
                    <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="semibold" color="brand.700">
                      {PRODUCT_NAME} Professional Development
                    </Text>
                    <Heading as="p" fontFamily="Georgia, 'Times New Roman', serif" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="normal">
                      Certificate of Achievement
                    </Heading>
                    <Text fontSize="sm" color="gray.600">
                      This certifies that
                    </Text>
                    <Text
                      fontFamily="Georgia, 'Times New Roman', serif"
                      fontSize={{ base: '2xl', md: '4xl' }}
                      fontStyle="italic"
                      color="brand.800"
                      borderBottomWidth="1px"
                      borderColor="gray.300"
                      px="6"
                      pb="1"
                      data-testid="certificate-holder"
                    >
                      {certification.holderName}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      has met every requirement of
                    </Text>
                    <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" data-testid="certificate-name">
                      {certification.name}
                    </Text>
                    <Flex gap={{ base: '6', md: '12' }} mt="2" wrap="wrap" justify="center">
                      <Box>
                        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="gray.600">
                          Issued
                        </Text>
                        <Text fontWeight="semibold" data-testid="certificate-issued">
                          {formatLongDate(certification.issued)}
                        </Text>
                      </Box>
                      <Box>
                        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="gray.600">
                          Expires
                        </Text>
                        <Text fontWeight="semibold" data-testid="certificate-expires">
                          {formatLongDate(certification.expires)}
                        </Text>
                      </Box>
                    </Flex>
                    <Text fontSize="xs" color="gray.600">
                      Credential ID {certification.id}
                    </Text>
                  </Flex>
                </Box>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={() => window.print()}>
                <Icon as={Printer} aria-hidden />
                Print
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close certificate" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
