import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { brand } from 'shared-core';

/**
 * Shown on a deep link into a part of the viewer this edition does not compose (the registry's
 * `absent`, brands/editions.json): a sentence in the user's language that names the edition, and
 * the way home. Nothing else of the viewer links there.
 */
export function NotInEdition() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div data-testid="not-in-edition">
      <Result
        status="info"
        title={t('area.notInEditionTitle', { product: brand.productTitle })}
        subTitle={t('area.notInEditionText')}
        extra={
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {t('area.notInEditionHome')}
          </Button>
        }
      />
    </div>
  );
}
