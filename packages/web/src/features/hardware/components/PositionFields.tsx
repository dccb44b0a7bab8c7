import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { PlaceNames } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, InputNumber, Row, Space, Typography, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../api/feedback';
import { useDebounced } from '../../../ui/pickers/useDebounced';
import { geocode, reverseGeocode } from '../api';
import { DEVICES_NS } from '../i18n';
import { MapPicker } from './map-picker';

const placeText = (place: PlaceNames) => [place.province, place.city, place.county].filter(Boolean).join(' / ');

/**
 * Position by address (geocoding fills lat/lng and moves the marker), by lat/lng (reverse geocoding
 * names the place) or by a click on the map (lat/lng, and the address reverse geocoding finds).
 */
export function PositionFields<T extends { lat: number | null; lng: number | null }>({
  form,
}: {
  form: FormInstance<T>;
}) {
  const { t } = useTranslation(DEVICES_NS);
  const [address, setAddress] = useState('');
  const [locating, setLocating] = useState(false);
  const lat = useDebounced(Form.useWatch('lat', form) as number | null | undefined, 400);
  const lng = useDebounced(Form.useWatch('lng', form) as number | null | undefined, 400);
  const hasPosition = typeof lat === 'number' && typeof lng === 'number';
  const place = useQuery({
    queryKey: ['reverseGeocoding', lat, lng],
    queryFn: () => reverseGeocode(lat as number, lng as number),
    enabled: hasPosition,
    retry: false,
  });
  const picked = useRef<{ lat: number; lng: number } | null>(null);
  // A point picked on the map writes its address into the address field once it is resolved.
  useEffect(() => {
    const at = picked.current;
    if (place.data && at && at.lat === lat && at.lng === lng) setAddress(place.data.address);
  }, [place.data, lat, lng]);

  const locate = async () => {
    if (address.trim().length < 2) return;
    setLocating(true);
    try {
      const found = await geocode(address.trim());
      // Both set at once: the reverse lookup then names the place found.
      form.setFieldsValue({ lat: found.lat, lng: found.lon } as Parameters<typeof form.setFieldsValue>[0]);
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : t('placeUnknown'));
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form.Item label={t('address')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={address}
            placeholder={t('addressPlaceholder')}
            onChange={(e) => setAddress(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              void locate();
            }}
            data-testid="address-input"
          />
          <Button icon={<AimOutlined />} loading={locating} onClick={() => void locate()} data-testid="address-locate">
            {t('locate')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="lat" label={t('lat')}>
            <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="lng" label={t('lng')}>
            <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item>
        <MapPicker
          value={hasPosition ? { lat, lng } : null}
          onPick={(point) => {
            picked.current = point;
            form.setFieldsValue(point as Parameters<typeof form.setFieldsValue>[0]);
          }}
        />
      </Form.Item>
      {hasPosition ? (
        <Form.Item label={t('place')}>
          <Typography.Text type={place.isError ? 'secondary' : undefined} data-testid="resolved-place">
            <EnvironmentOutlined />{' '}
            {place.data
              ? `${placeText(place.data)} ${place.data.address ?? ''}`
              : place.isError
                ? t('placeUnknown')
                : '…'}
          </Typography.Text>
        </Form.Item>
      ) : null}
    </>
  );
}
