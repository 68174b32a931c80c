import { Button, Checkbox } from '@chakra-ui/react';
import { FilterPopover } from '../../components/filter-popover';
import { useUrlState } from '../../lib/url-state';
import { DealerSelect, type DealerOption } from './dealer-select';

/**
 * Claims Management's filter of the pending queue: one dealer, overdue claims only, flagged claims only
 * (a check found something at submission, `ClaimFilter.flagged`), each kept in the URL as it is chosen.
 */
export function PendingClaimsFilter({ dealers }: { dealers: readonly DealerOption[] }) {
  const [dealer, setDealer] = useUrlState('dealer');
  const [overdue, setOverdue] = useUrlState('overdue');
  const [flagged, setFlagged] = useUrlState('flagged');
  const active = (dealer ? 1 : 0) + (overdue === '1' ? 1 : 0) + (flagged === '1' ? 1 : 0);
  return (
    <FilterPopover title="Filter pending claims" active={active} width="80">
      <DealerSelect dealers={dealers} value={dealer} onChange={(event) => setDealer(event.target.value)} />
      <Checkbox.Root checked={overdue === '1'} onCheckedChange={(details) => setOverdue(details.checked === true ? '1' : '')}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Overdue only (pending more than 4 days)</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root checked={flagged === '1'} onCheckedChange={(details) => setFlagged(details.checked === true ? '1' : '')}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Flagged only (the checks found something)</Checkbox.Label>
      </Checkbox.Root>
      {active > 0 ? (
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => setDealer('', ['overdue', 'flagged'])}>
          Clear filters
        </Button>
      ) : null}
    </FilterPopover>
  );
}
