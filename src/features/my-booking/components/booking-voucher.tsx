// A confirmed booking's voucher, to show on the phone or print: who, what, when, where from, and a
// QR code of the booking's check-in link (with its key) that staff scan at the pickup. Loaded only
// for a confirmed booking, with the QR library; it draws from the device's copy when offline.
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingTourLine } from '@/domain/booking';
import type { BookingVoucher as Voucher } from '@/domain/booking-lookup';
import { calendarDateLabel } from '@/domain/calendar-date';
import { checkInLink } from '@/domain/check-in-link';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import { currentLanguage } from '@/lib/i18n';

/** The QR code as an SVG image (img-src allows data: URLs); null while it is drawn. */
function useQrImage(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; image: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (current) setDrawn({ text, image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.image : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

export default function BookingVoucher({
  orderId,
  tour,
  voucher,
}: {
  orderId: string;
  tour: BookingTourLine;
  voucher: Voucher;
}) {
  const { t } = useTranslation('my-booking');
  const language = currentLanguage();
  const link = checkInLink(window.location.origin, orderId, voucher.checkInKey);
  const qr = useQrImage(link);
  const participants = [
    t('booking.adults', { count: tour.adults }),
    ...(tour.children > 0 ? [t('booking.children', { count: tour.children })] : []),
  ].join(', ');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="voucher-title"
      data-testid="my-booking-voucher"
      sx={{
        p: { xs: 2, sm: 3 },
        borderWidth: 2,
        borderColor: 'primary.main',
        breakInside: 'avoid',
      }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id="voucher-title" variant="h3" component="h2">
            {t('voucher.title')}
          </Typography>
          <Typography color="text.secondary">{t('voucher.intro')}</Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ width: 200, height: 200, flexShrink: 0, bgcolor: 'common.white' }}
            aria-busy={qr === null}
          >
            {qr && (
              <Box
                component="img"
                src={qr}
                alt={t('voucher.qrAlt', { orderId })}
                width={200}
                height={200}
                sx={{ display: 'block' }}
              />
            )}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              flex: 1,
              width: '100%',
            }}
          >
            <Fact label={t('voucher.order')}>{orderId}</Fact>
            <Fact label={t('voucher.name')}>{voucher.name}</Fact>
            <Fact label={t('booking.tour')}>{tour.title}</Fact>
            {tour.date && (
              <Fact label={t('booking.date')}>
                {calendarDateLabel(tour.date, language, 'long')}
              </Fact>
            )}
            {tour.departure && (
              <Fact label={t('booking.departure')}>
                {tour.departure === ANY_DEPARTURE ? t('voucher.anyDeparture') : tour.departure}
              </Fact>
            )}
            {tour.pickup && <Fact label={t('booking.pickup')}>{tour.pickup}</Fact>}
            <Fact label={t('booking.participants')}>{participants}</Fact>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          onClick={() => window.print()}
          sx={{ alignSelf: 'flex-start', displayPrint: 'none' }}
        >
          {t('voucher.print')}
        </Button>
      </Stack>
    </Paper>
  );
}
