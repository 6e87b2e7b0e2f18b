import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DistrictId } from '@store/contract/districts';
import { useId, useState } from 'react';
import { FormattedMessage } from '../../../lib/i18n/intl';
import { DistrictField } from '../district-field';

export interface DistrictDialogProps {
  current: DistrictId;
  onChoose: (district: DistrictId) => void;
  onClose: () => void;
}

/** Where the visitor wants their delivery priced: a district chosen from the 64 (the page loads this when asked). */
export default function DistrictDialog({ current, onChoose, onClose }: DistrictDialogProps) {
  const titleId = useId();
  const [district, setDistrict] = useState<DistrictId | null>(current);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        <FormattedMessage id="delivery.chooseDistrict" />
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <DistrictField value={district} onChange={setDistrict} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="formDialog.cancel" />
        </Button>
        <Button variant="contained" disabled={!district} onClick={() => district && onChoose(district)}>
          <FormattedMessage id="delivery.showCharge" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
