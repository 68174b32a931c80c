import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { ReceiptFormFrame, type ReceiptFormAddress } from '../../../src/components/receipt-form-frame';

function renderFrame(address: ReceiptFormAddress) {
  return render(
    <ChakraProvider value={portalSystem()}>
      <ReceiptFormFrame placement="EARN_REWARDS" address={address} />
    </ChakraProvider>,
  );
}

describe('the embedded receipt form', () => {
  it('frames the signed address it was given', () => {
    renderFrame({ form: { url: 'https://forms.example/receipt?token=t', origin: 'https://forms.example' }, loading: false, failure: null });
    expect(screen.getByTitle('Receipt submission form')).toHaveAttribute('src', 'https://forms.example/receipt?token=t');
  });

  it('shows the configuration error for an address without a URL, instead of framing the portal itself', () => {
    renderFrame({ form: { url: '', origin: '' }, loading: false, failure: null });
    expect(screen.queryByTitle('Receipt submission form')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Configuration Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate form URL');
  });
});
