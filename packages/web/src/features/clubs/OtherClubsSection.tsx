import { type JoinClubBody, requiredShortText } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSession } from '../../app/session/sessionContext';
import { FormTextField } from '../../components/FormTextField';
import { fieldErrorOf } from '../auth/accountsApi';
import { ProfileSection } from '../profile/ProfileSection';
import { joinFieldErrors, useJoinClub } from './api';

/**
 * The club key as registering asks it (required, at most 100 characters): the call's own schema (`joinClubBody`)
 * says "required" in words the form cannot translate; the server still checks the key itself.
 */
const joinForm = z.object({ clubKey: requiredShortText });

/**
 * The profile's "Other clubs" (issue 35): the account's clubs, and joining another one with its club key. A
 * joined club has no rights for the account until its admin links a member; the switcher offers it at once.
 */
export function OtherClubsSection() {
  const { t } = useTranslation();
  const { clubs } = useSession();
  const joinClub = useJoinClub();
  const [joined, setJoined] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<JoinClubBody>({ resolver: zodResolver(joinForm), defaultValues: { clubKey: '' } });

  const handleJoin = handleSubmit(async (body) => {
    setJoined(null);
    try {
      const club = await joinClub.mutateAsync(body);
      setJoined(club.name);
      reset({ clubKey: '' });
    } catch (error) {
      const fieldError = fieldErrorOf(error, joinFieldErrors);
      if (fieldError) {
        setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <ProfileSection title={t('clubs.other.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('clubs.other.intro')}
      </Typography>
      {clubs.length > 0 && (
        <List dense aria-label={t('clubs.other.list')} sx={{ mb: 1 }}>
          {clubs.map((club) => (
            <ListItem key={club._id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={club.name}
                sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
              />
              {club.current && <Chip size="small" color="primary" label={t('clubs.other.current')} />}
              {club.suspended && <Chip size="small" color="warning" label={t('clubs.other.suspended')} />}
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        onSubmit={handleJoin}
        noValidate
        aria-label={t('clubs.other.title')}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormTextField
          control={control}
          name="clubKey"
          label={t('fields.clubKey')}
          helperText={t('clubs.other.clubKeyHelp')}
          autoComplete="off"
          required
          fullWidth={false}
          sx={{ flex: '1 1 14rem' }}
        />
        {/* as tall as the outlined field beside it (a height, not a minimum: the theme's phone minimum comes later) */}
        <Button type="submit" variant="contained" loading={isSubmitting} sx={{ height: 56 }}>
          {t('clubs.other.join')}
        </Button>
      </Box>
      {joined && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {t('clubs.other.joined', { club: joined })}
        </Alert>
      )}
    </ProfileSection>
  );
}
