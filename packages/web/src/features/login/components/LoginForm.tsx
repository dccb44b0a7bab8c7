import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@iot/contract';
import { Button, Checkbox, Flex, Form } from 'antd';
// The input's own modules: antd's `Input` carries TextArea, Search and OTP, which the login route never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDomain, demoLogin } from '../../../api/auth';
import { login, rememberLogin } from '../api';
import { forgetRememberedToken, readRemembered, saveRemembered } from '../remember';
import { useCaptcha } from '../useCaptcha';

interface LoginFields {
  phone: string;
  password?: string;
  code?: string;
  remember: boolean;
}

interface LoginFormProps {
  demoDomain: boolean;
  onLoggedIn: (result: LoginResult) => Promise<boolean>;
  onOpenDialog: (dialog: 'register' | 'demo' | 'forgot') => void;
}

export function LoginForm({ demoDomain, onLoggedIn, onOpenDialog }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginFields>();
  const captcha = useCaptcha();
  const [remembered, setRemembered] = useState(readRemembered);
  const [busy, setBusy] = useState(false);
  const required = [{ required: true, message: t('common.required') }];

  const run = async (call: () => Promise<LoginResult>, onSuccess?: (result: LoginResult) => void) => {
    setBusy(true);
    try {
      const result = await call();
      onSuccess?.(result);
      if (!(await onLoggedIn(result))) captcha.refresh();
    } catch {
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  const submit = (fields: LoginFields) => {
    // A remembered account logs in with its remember token while the password is left empty.
    if (!fields.password && remembered.token && fields.phone === remembered.account) {
      const token = remembered.token;
      void run(
        () =>
          rememberLogin(token).catch((error: unknown) => {
            forgetRememberedToken();
            setRemembered({ ...remembered, token: null });
            throw error;
          }),
        (result) => saveRemembered(fields.remember, fields.phone, result),
      );
      return;
    }
    if (!fields.password) {
      void form.validateFields(['password']);
      return;
    }
    const body = {
      phone: fields.phone,
      password: fields.password,
      code: captcha.enabled ? fields.code : undefined,
      uuid: captcha.uuid,
      domain: currentDomain(),
      remember: fields.remember,
    };
    void run(
      () => login(body),
      (result) => saveRemembered(fields.remember, fields.phone, result),
    );
  };

  const passwordOptional = Boolean(remembered.token);
  return (
    <Form
      form={form}
      size="large"
      onFinish={submit}
      initialValues={{ phone: remembered.account ?? '', remember: Boolean(remembered.account) }}
      data-testid="login-form"
    >
      <Form.Item name="phone" rules={required}>
        <Input prefix={<UserOutlined />} placeholder={t('login.account')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={passwordOptional ? [] : required}>
        <Password
          prefix={<LockOutlined />}
          placeholder={passwordOptional ? t('login.passwordRemembered') : t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captcha.enabled ? (
        <Flex gap={8}>
          <Form.Item name="code" rules={required} style={{ flex: 1 }}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.captcha')} maxLength={8} />
          </Form.Item>
          <img
            className="login-captcha-img"
            src={captcha.src}
            alt={t('login.captchaRefresh')}
            title={t('login.captchaRefresh')}
            onClick={captcha.refresh}
          />
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.remember')}</Checkbox>
        </Form.Item>
        <Button type="link" size="small" onClick={() => onOpenDialog('forgot')} data-testid="open-forgot">
          {t('login.forgot')}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      {demoDomain ? (
        <Button block style={{ marginTop: 12 }} disabled={busy} onClick={() => void run(demoLogin)}>
          {t('login.demoLogin')}
        </Button>
      ) : null}
      <div className="login-links">
        <Button type="link" size="small" onClick={() => onOpenDialog('register')} data-testid="open-register">
          {t('login.register')}
        </Button>
        <Button type="link" size="small" onClick={() => onOpenDialog('demo')} data-testid="open-demo">
          {t('login.applyDemo')}
        </Button>
      </div>
    </Form>
  );
}
