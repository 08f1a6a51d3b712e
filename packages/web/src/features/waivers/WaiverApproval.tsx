import { type ApproveWaiverBody, matchEmail, type Waiver, type WaiverMemberCandidate } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whom the approval attaches the waiver to: a candidate member (by id), a new member, or nobody. */
type Choice = string | 'new' | 'none';

/**
 * Why the member's e-mail stays as it is, if it does: the member has another one (`differs`), or another
 * candidate has the waiver's (`otherOwner`, the server would refuse to give it to a second member).
 */
function emailNote(waiver: Waiver, chosen: WaiverMemberCandidate | undefined) {
  if (!chosen) {
    return null;
  }
  if (chosen.email.trim() !== '') {
    return matchEmail(chosen.email) === matchEmail(waiver.email) ? null : ({ kind: 'differs' } as const);
  }
  const owner = waiver.memberCandidates.find((c) => c.reason === 'email' && c._id !== chosen._id);
  return owner ? ({ kind: 'otherOwner', owner } as const) : null;
}

interface WaiverApprovalProps {
  waiver: Waiver;
  disabled: boolean;
  approving: boolean;
  /** Approves with the body; `done` is the snackbar's text once it is approved. */
  onApprove: (body: ApproveWaiverBody, done: string) => void;
}

/** 44 px rows: a phone's tap target. */
const optionSx = { minHeight: 44, mr: 0, alignItems: 'center' } as const;
const radioSx = { p: 1.25 } as const;

/**
 * The approval of a pending waiver: the members it probably belongs to first (with why), then a new member
 * or nobody; a waiver left to nobody is warned of, and a member's own e-mail is kept only when the checker
 * says so.
 */
export function WaiverApproval({ waiver, disabled, approving, onApprove }: WaiverApprovalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const candidates = waiver.memberCandidates;
  const emailTaken = candidates.some((c) => c.reason === 'email');
  const [picked, setPicked] = useState<Choice | null>(null);
  const [keepEmail, setKeepEmail] = useState(false);
  // a pick that is no longer offered (another checker edited the waiver) falls back to the likeliest
  const offered = (c: Choice | null): c is Choice =>
    c === 'none' || (c === 'new' && !emailTaken) || candidates.some((m) => m._id === c);
  const choice: Choice = offered(picked) ? picked : (candidates[0]?._id ?? 'none');
  const chosen = candidates.find((c) => c._id === choice);
  const note = emailNote(waiver, chosen);
  const name = `${waiver.firstName} ${waiver.lastName}`.trim();
  // approved alone, a waiver still follows the member whose e-mail matches; otherwise it belongs to nobody
  const alone = choice === 'none' && !emailTaken;
  const hint = chosen
    ? t('waivers.candidates.fillsContacts')
    : choice === 'new'
      ? t('waivers.createMemberHint')
      : emailTaken
        ? t('waivers.memberExists')
        : null;

  const pick = (value: Choice) => {
    setPicked(value);
    setKeepEmail(false);
  };

  const approve = () => {
    if (chosen) {
      onApprove(
        { memberId: chosen._id, ...(note ? { keepMemberEmail: true } : {}) },
        t('waivers.candidates.approvedOnto', { name, member: chosen.name }),
      );
    } else if (choice === 'new') {
      onApprove({ createMember: true }, t('waivers.approvedWithMember', { name }));
    } else {
      onApprove({}, t('waivers.approvedText', { name }));
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="body2" color="text.secondary">
        {candidates.length > 0 ? t('waivers.candidates.hint') : t('waivers.candidates.none')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        value={choice}
        onChange={(_e, value) => pick(value)}
        sx={{ minWidth: 0 }}
      >
        {candidates.map((c) => (
          <FormControlLabel
            key={c._id}
            value={c._id}
            disabled={disabled}
            sx={optionSx}
            control={<Radio sx={radioSx} />}
            label={
              <Box sx={{ minWidth: 0, py: 0.5, overflowWrap: 'anywhere' }}>
                <Typography component="span" sx={{ display: 'block' }}>
                  {c.name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {t(`waivers.candidates.reason.${c.reason}`)}
                  {c.email ? ` · ${c.email}` : ''}
                </Typography>
              </Box>
            }
          />
        ))}
        <FormControlLabel
          value="new"
          disabled={disabled || emailTaken}
          sx={optionSx}
          control={<Radio sx={radioSx} />}
          label={
            <Box sx={{ minWidth: 0, py: 0.5, overflowWrap: 'anywhere' }}>
              <Typography component="span" sx={{ display: 'block' }}>
                {t('waivers.createMember')}
              </Typography>
              {emailTaken && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('waivers.candidates.createTaken')}
                </Typography>
              )}
            </Box>
          }
        />
        <FormControlLabel
          value="none"
          disabled={disabled}
          sx={optionSx}
          control={<Radio sx={radioSx} />}
          label={t('waivers.candidates.noMember')}
        />
      </RadioGroup>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      {alone && (
        <Alert severity="warning">
          {t('waivers.candidates.noMemberWarning', { alarm: t('waiverAlarm.waiverNotFound') })}
        </Alert>
      )}
      {chosen && note && (
        <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
          {note.kind === 'differs'
            ? t('waivers.candidates.emailDiffers', {
                name: chosen.name,
                memberEmail: chosen.email,
                waiverEmail: waiver.email,
              })
            : t('waivers.candidates.emailOfAnother', {
                name: chosen.name,
                other: note.owner.name,
                waiverEmail: waiver.email,
              })}
          <FormControlLabel
            sx={{ ...optionSx, display: 'flex', mt: 0.5 }}
            control={
              <Checkbox
                sx={radioSx}
                checked={keepEmail}
                disabled={disabled}
                onChange={(_e, checked) => setKeepEmail(checked)}
              />
            }
            label={t('waivers.candidates.keepMemberEmail')}
          />
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          color={alone ? 'warning' : 'success'}
          onClick={approve}
          loading={approving}
          disabled={disabled || (!!note && !keepEmail)}
          sx={{ minHeight: 44 }}
        >
          {alone ? t('waivers.candidates.approveAlone') : t('waivers.approve')}
        </Button>
      </Box>
    </Stack>
  );
}
