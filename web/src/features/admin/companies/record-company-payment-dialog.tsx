import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CompanyPaymentBody, type Company, type CompanyPayment } from '@store/contract/company';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link as RouterLink } from 'react-router-dom';
import { FormDialog } from '../../../components/form-dialog';
import { PAYMENT_RECORD_FIELDS, PaymentRecordFields } from '../../../domains/payments/payment-record-fields';
import { useActionErrorText } from '../../../lib/action-error-text';
import type { ErrorMessages } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { orderPagePath } from '../../../domains/orders/order-path';
import { useRecordCompanyPayment } from './api/record-company-payment';

/** A company's payment is refused beyond what the company owes, whichever orders that is owed on. */
const PAYMENT_REFUSALS: ErrorMessages = { overpayment: 'admin.companies.overpayment' };

interface RecordCompanyPaymentDialogProps {
  company: Company;
  onClose: () => void;
}

/**
 * Money a company paid (the amount defaults to what it owes): amount, method and reference. The server applies
 * it to the company's unpaid account orders, oldest due first; the dialog then says which orders it went to.
 */
export function RecordCompanyPaymentDialog({ company, onClose }: RecordCompanyPaymentDialogProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const errorText = useActionErrorText(undefined, PAYMENT_REFUSALS);
  const recordPayment = useRecordCompanyPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<CompanyPayment | null>(null);
  const form = useForm<z.input<typeof CompanyPaymentBody>, unknown, CompanyPaymentBody>({
    resolver: zodResolver(CompanyPaymentBody),
    mode: 'onTouched',
    defaultValues: { amount: company.outstanding > 0 ? company.outstanding : ('' as unknown as number), method: 'cash', reference: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setRecorded(await recordPayment.mutateAsync({ companyId: company.id, body }));
    } catch (error) {
      showServerFieldErrors(error, PAYMENT_RECORD_FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  return (
    <FormDialog
      title={formatMessage({ id: 'admin.companies.paymentTitle' }, { name: company.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'recordPayment.payment' })}
      busyLabel={formatMessage({ id: 'recordPayment.recording' })}
      failure={failure}
      notice={recorded && <AppliedPayment payment={recorded} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {formatMessage(
          { id: 'admin.companies.paymentSummary' },
          { name: company.name, owed: format.money(company.outstanding), limit: format.money(company.creditLimit) },
        )}
      </Typography>
      <FormProvider {...form}>
        <PaymentRecordFields />
      </FormProvider>
    </FormDialog>
  );
}

/** What came of a recorded payment: how much, what the company owes now, and what went to which order, each linked. */
function AppliedPayment({ payment }: { payment: CompanyPayment }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const appliedId = useId();
  return (
    <Box role="status">
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {formatMessage(
          { id: 'admin.companies.paymentRecorded' },
          { amount: format.money(payment.amount), name: payment.company.name, owed: format.money(payment.company.outstanding) },
        )}
      </Typography>
      {payment.applied.length > 0 && (
        <>
          <Typography id={appliedId}>{formatMessage({ id: 'admin.companies.appliedTo' }, { orders: payment.applied.length })}</Typography>
          <Box component="ul" aria-labelledby={appliedId} sx={{ pl: 3, my: 0.5 }}>
            {payment.applied.map(({ orderId, amount }) => (
              <li key={orderId}>
                <Link component={RouterLink} to={orderPagePath(orderId)}>
                  {formatMessage({ id: 'admin.companies.appliedLine' }, { order: orderId, amount: format.money(amount) })}
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
