import { type Load, TEXT_LONG_MAX, TEXT_SHORT_MAX, type UpdateLoadBody, updateLoadBody } from '@dz/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../members/api';
import { FlightTimeField } from './FlightTimeField';
import { LoadTextField } from './LoadTextField';
import { flightTimeCheck, LoadTimeField } from './LoadTimeField';
import { MemberSelect } from './MemberSelect';

interface LoadCardFieldsProps {
  load: Load;
  members: readonly MemberRow[];
  /** The load's fields other than times can be changed. */
  editable: boolean;
  /** Times can be changed (also on a landed load, within 48 h). */
  timesEditable: boolean;
  showPilot: boolean;
  showComment: boolean;
  save: (body: UpdateLoadBody) => void;
}

/** The editable fields of a load card: people, times, refuelling, comment and notes. */
export function LoadCardFields({
  load,
  members,
  editable,
  timesEditable,
  showPilot,
  showComment,
  save,
}: LoadCardFieldsProps) {
  const { t } = useTranslation();
  const pilots = members.filter((m) => m.isPilot);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        {showPilot && (
          <MemberSelect
            label={t('loads.day.pilot')}
            members={pilots.length > 0 ? pilots : members}
            value={load.pilot?._id ?? null}
            fallbackName={load.pilot?.name}
            disabled={!editable}
            onChange={(id) => save({ pilot: id })}
          />
        )}
        <MemberSelect
          label={t('loads.day.jumpLeader')}
          members={members}
          value={load.jumpLeader?._id ?? null}
          fallbackName={load.jumpLeader?.name}
          disabled={!editable}
          onChange={(id) => save({ jumpLeader: id })}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <LoadTimeField
          label={t('loads.day.estimatedTakeoff')}
          value={load.estimatedTakeoff}
          disabled={!timesEditable}
          onSave={(v) => save({ estimatedTakeoff: v ?? '' })}
        />
        <LoadTimeField
          label={t('loads.day.takeoff')}
          value={load.takeoff}
          disabled={!timesEditable}
          check={flightTimeCheck(load, 'takeoff')}
          onSave={(v) => save({ takeoff: v ?? '' })}
        />
        <LoadTimeField
          label={t('loads.day.landTime')}
          value={load.land}
          disabled={!timesEditable}
          check={flightTimeCheck(load, 'land')}
          onSave={(v) => save({ land: v ?? '' })}
        />
        {load.takeoff && load.land ? (
          <Box sx={{ pt: 1 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('loads.day.flightTime')}
            </Typography>
            <Typography variant="body2">
              {load.flightMinutes === null ? '–' : t('loads.day.minutes', { count: load.flightMinutes })}
            </Typography>
          </Box>
        ) : (
          // without both times the flight time is typed (it prices minute loads and counts flight hours)
          <FlightTimeField
            value={load.flightTime}
            disabled={!timesEditable}
            onSave={(flightTime) => save({ flightTime })}
          />
        )}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={load.refuelAfter}
            disabled={!editable}
            onChange={(_e, v) => save({ refuelAfter: v })}
          />
        }
        label={t('loads.day.refuelAfter')}
      />
      {showComment && (
        <LoadTextField
          label={t('loads.day.comment')}
          value={load.comment}
          disabled={!editable}
          rule={updateLoadBody.shape.comment}
          maxLength={TEXT_SHORT_MAX}
          onSave={(comment) => save({ comment })}
        />
      )}
      <LoadTextField
        label={t('loads.day.notes')}
        value={load.notes}
        disabled={!editable}
        multiline
        rule={updateLoadBody.shape.notes}
        maxLength={TEXT_LONG_MAX}
        onSave={(notes) => save({ notes })}
      />
    </Box>
  );
}
