import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADDRESS_BOOK_MAX, ADDRESS_LABEL_MAX, type SavedAddress } from '@store/contract/address-book';
import { DeliveryAddress } from '@store/contract/delivery';
import { text } from '@store/contract/common';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFeedback } from '../../components/feedback';
import { FormDialog } from '../../components/form-dialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { AddressFields } from '../../domains/delivery/address-fields';
import { ADDRESS_REFUSALS } from '../../domains/delivery/address-refusals';
import { useAddressBook, useAddressBookChanges } from '../../domains/delivery/api/address-book';
import { useSavedAddressText } from '../../domains/delivery/saved-address-text';
import { useActionErrorText } from '../../lib/action-error-text';
import type { FieldMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';

/** The address dialog's form: the book's fields, a label left empty for none. */
const AddressForm = z.object({
  label: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), text('label', ADDRESS_LABEL_MAX).optional()),
  ...DeliveryAddress.shape,
  default: z.boolean(),
});
interface AddressFormFields {
  label: string;
  lines: string;
  area: string;
  district: string | null;
  default: boolean;
}
type AddressFormValues = z.output<typeof AddressForm>;
const addressResolver = zodResolver(AddressForm) as unknown as Resolver<AddressFormFields, unknown, AddressFormValues>;
const LABEL_ERRORS: FieldMessages = { too_big: 'profile.addressLabelTooLong', other: 'profile.addressLabelBadCharacters' };

/**
 * The profile's address book: the delivery addresses checkout offers, the default marked and offered first. Each
 * can be edited, deleted (once confirmed) or made the default; up to ADDRESS_BOOK_MAX of them.
 */
export function SavedAddresses({ uid }: { uid: string }) {
  const { formatMessage } = useIntl();
  const { notify } = useFeedback();
  const errorText = useActionErrorText(undefined, ADDRESS_REFUSALS);
  const book = useAddressBook(uid);
  const changes = useAddressBookChanges(uid);
  const addressText = useSavedAddressText();
  const headingId = useId();
  // The address being edited, 'new' for one being added, null while the dialog is closed.
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const deletion = useConfirmedAction(
    (address: SavedAddress) => changes.remove.mutateAsync(address.id),
    () => formatMessage({ id: 'profile.addressDeleted' }),
  );
  const makeDefault = async (address: SavedAddress) => {
    try {
      await changes.edit.mutateAsync({ id: address.id, body: { default: true } });
      notify(formatMessage({ id: 'profile.defaultChanged' }, { name: addressText.name(address) }), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  const addresses = book.data?.addresses ?? [];
  const full = addresses.length >= ADDRESS_BOOK_MAX;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        <FormattedMessage id="profile.addresses" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="profile.addressesHint" values={{ max: ADDRESS_BOOK_MAX }} />
      </Typography>
      {book.isPending ? (
        <Typography role="status" color="text.secondary">
          <FormattedMessage id="profile.addressesLoading" />
        </Typography>
      ) : book.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void book.refetch()}>
              <FormattedMessage id="profile.tryAgain" />
            </Button>
          }
        >
          <FormattedMessage id="profile.addressesFailed" />
        </Alert>
      ) : (
        <>
          {addresses.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="profile.noAddresses" />
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={headingId}>
              {addresses.map((address) => {
                const isDefault = address.id === book.data.defaultId;
                const name = addressText.name(address);
                return (
                  <Box component="li" key={address.id} sx={{ p: 1.5, border: 1, borderColor: isDefault ? 'primary.main' : 'divider', borderRadius: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
                      <Typography component="h3" sx={{ fontWeight: 600, minWidth: 0 }}>
                        {name}
                      </Typography>
                      {isDefault && <Chip size="small" color="primary" variant="outlined" label={formatMessage({ id: 'profile.isDefault' })} />}
                    </Box>
                    {address.label !== undefined && <Typography variant="body2">{address.lines}</Typography>}
                    <Typography variant="body2" color="text.secondary">
                      {addressText.place(address)}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => setEditing(address)} aria-label={formatMessage({ id: 'profile.editOf' }, { name })}>
                        <FormattedMessage id="profile.edit" />
                      </Button>
                      <Button size="small" color="error" onClick={() => deletion.ask(address)} aria-label={formatMessage({ id: 'profile.deleteOf' }, { name })}>
                        <FormattedMessage id="profile.delete" />
                      </Button>
                      {!isDefault && (
                        <Button
                          size="small"
                          disabled={changes.edit.isPending}
                          onClick={() => void makeDefault(address)}
                          aria-label={formatMessage({ id: 'profile.makeDefaultOf' }, { name })}
                        >
                          <FormattedMessage id="profile.makeDefault" />
                        </Button>
                      )}
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          )}
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => setEditing('new')} disabled={full}>
              <FormattedMessage id="profile.addAddress" />
            </Button>
            {full && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                <FormattedMessage id="profile.bookFull" values={{ max: ADDRESS_BOOK_MAX }} />
              </Typography>
            )}
          </Box>
        </>
      )}
      {editing !== null && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          isDefault={editing !== 'new' && editing.id === book.data?.defaultId}
          first={addresses.length === 0}
          uid={uid}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={formatMessage({ id: 'profile.deleteTitle' })}
        message={deletion.target ? formatMessage({ id: 'profile.deleteText' }, { name: addressText.name(deletion.target) }) : ''}
        confirmLabel={formatMessage({ id: 'profile.delete' })}
      />
    </Paper>
  );
}

interface AddressDialogProps {
  /** The address to edit, or null to add one. */
  address: SavedAddress | null;
  isDefault: boolean;
  /** The book is empty: the new address is the default whatever is ticked. */
  first: boolean;
  uid: string;
  onClose: () => void;
}

function AddressDialog({ address, isDefault, first, uid, onClose }: AddressDialogProps) {
  const { formatMessage } = useIntl();
  const { notify } = useFeedback();
  const errorText = useActionErrorText(undefined, ADDRESS_REFUSALS);
  const changes = useAddressBookChanges(uid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressFormFields, unknown, AddressFormValues>({
    resolver: addressResolver,
    mode: 'onTouched',
    defaultValues: {
      label: address?.label ?? '',
      lines: address?.lines ?? '',
      area: address?.area ?? '',
      district: address?.district ?? null,
      default: isDefault || first,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const labelError = formState.errors.label;

  const submit = handleSubmit(async ({ label, default: asDefault, ...fields }) => {
    setFailure(null);
    try {
      if (address) {
        await changes.edit.mutateAsync({ id: address.id, body: { label: label ?? null, ...fields, ...(asDefault && !isDefault ? { default: true } : {}) } });
      } else {
        await changes.add.mutateAsync({ ...(label === undefined ? {} : { label }), ...fields, default: asDefault });
      }
      notify(formatMessage({ id: 'profile.addressSaved' }), 'success');
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <FormDialog
      title={formatMessage({ id: address ? 'profile.editAddressTitle' : 'profile.newAddressTitle' })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={formState.isSubmitting}
      submitLabel={formatMessage({ id: 'profile.saveAddress' })}
      busyLabel={formatMessage({ id: 'profile.saving' })}
      failure={failure}
    >
      <TextField
        label={formatMessage({ id: 'profile.addressLabel' })}
        autoFocus
        {...register('label')}
        error={Boolean(labelError)}
        helperText={
          labelError
            ? formatMessage({ id: LABEL_ERRORS[labelError.type] ?? LABEL_ERRORS.other }, { max: ADDRESS_LABEL_MAX })
            : formatMessage({ id: 'profile.addressLabelHint' }, { max: ADDRESS_LABEL_MAX })
        }
        slotProps={{ htmlInput: { maxLength: ADDRESS_LABEL_MAX } }}
      />
      <AddressFields form={form} />
      {/* The default stays the default until another is made it, and the first address is the default. */}
      {!isDefault && !first && (
        <Controller
          control={control}
          name="default"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
              label={formatMessage({ id: 'profile.asDefault' })}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
