import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { catalogueText, messageFor, NICKNAME_MAX_LENGTH, type Device } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { useSetNickname } from '../api/useCameraMutations';

/**
 * The nickname, edited in place (at most 100 characters, spec 001 section 5). Shown as text,
 * never as HTML. Editable through an active pairing by a user who may save changes.
 */
export function NicknameEditor({ device, canEdit }: { device: Device; canEdit: boolean }) {
  const { t } = useTranslation('cameras');
  const snackbar = useSnackbar();
  const save = useSetNickname(device.serial);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(device.nickname);
  const tooLong = value.trim().length > NICKNAME_MAX_LENGTH;

  if (!editing) {
    return (
      <Space size={4} wrap>
        {device.nickname ? (
          <Typography.Text data-testid="camera-nickname">{device.nickname}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('overview.noNickname')}</Typography.Text>
        )}
        {canEdit && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('nickname.edit')}
            onClick={() => {
              setValue(device.nickname);
              setEditing(true);
            }}
          />
        )}
      </Space>
    );
  }

  const submit = () => {
    if (tooLong || save.isPending) return;
    save.mutate(value.trim(), {
      onSuccess: () => {
        setEditing(false);
        snackbar.success(t('nickname.saved'));
      },
      onError: (error) => snackbar.error(catalogueText(messageFor(error, 'commentSave'), t)),
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          aria-label={t('nickname.label')}
          value={value}
          status={tooLong ? 'error' : undefined}
          count={{ show: true, max: NICKNAME_MAX_LENGTH }}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        />
        <Button type="primary" loading={save.isPending} disabled={tooLong} onClick={submit}>
          {t('common:save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
      </Space.Compact>
      {tooLong && (
        <Typography.Text type="danger" role="alert">
          {t('nickname.tooLong', { max: NICKNAME_MAX_LENGTH })}
        </Typography.Text>
      )}
    </div>
  );
}
