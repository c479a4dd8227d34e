import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Image, Popconfirm, Space, Spin, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { snapshotEditsApi } from 'shared-core';
import { useSnackbar } from 'shared-ui';
import { detailQueries } from '../api/detailQueries';

/**
 * Image attachments of a snapshot (UE edition, web; spec 001 section 7): list, upload through the
 * signed upload form, remove after confirmation (spec 000 section 5). Any image type is accepted.
 */
export function AttachmentsSection({ id }: { id: number }) {
  const { t } = useTranslation('snapshots');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const list = useQuery(detailQueries.attachments(id));
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: detailQueries.attachments(id).queryKey });

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await snapshotEditsApi.uploadAttachment(id, file);
      await refresh();
      snackbar.success(t('detail.attachments.uploaded'));
    } catch {
      snackbar.error(t('detail.attachments.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const remove = async (attachmentId: string) => {
    try {
      await snapshotEditsApi.removeAttachment(id, attachmentId);
      await refresh();
    } catch {
      snackbar.error(t('detail.attachments.removeFailed'));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {list.isPending ? (
        <Spin />
      ) : list.data?.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} data-testid="attachments">
          {list.data.map((a) => (
            <Space key={a.attachmentId} orientation="vertical" size={4} align="center">
              <Image src={a.url} width={120} height={90} style={{ objectFit: 'cover' }} alt={t('detail.attachments.image')} />
              <Popconfirm title={t('detail.attachments.removeConfirm')} okText={t('detail.attachments.remove')} onConfirm={() => remove(a.attachmentId)}>
                <Button size="small" danger icon={<DeleteOutlined />}>
                  {t('detail.attachments.remove')}
                </Button>
              </Popconfirm>
            </Space>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.attachments.none')} />
      )}
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t('detail.attachments.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
