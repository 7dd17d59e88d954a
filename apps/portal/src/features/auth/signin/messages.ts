import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the sign-in area's pages beyond /login, under `signin.` in every language. */
export const zh = {
  heading: '登录',
  route: {
    resetPassword: '找回密码',
    register: '注册',
    modPassword: '修改密码',
    setPassword: '设置密码',
    selfInfo: '完善个人信息',
    saasLogin: '企业登录',
    cas: '统一认证登录',
    costManagerLogin: '造价管理登录',
    customerLogin: '客户登录',
    customerRegister: '客户注册',
  },
};

export const en: Messages<typeof zh> = {
  heading: 'Sign in',
  route: {
    resetPassword: 'Reset password',
    register: 'Register',
    modPassword: 'Change password',
    setPassword: 'Set password',
    selfInfo: 'Complete your profile',
    saasLogin: 'Enterprise sign-in',
    cas: 'Single sign-on',
    costManagerLogin: 'Cost management sign-in',
    customerLogin: 'Customer sign-in',
    customerRegister: 'Customer registration',
  },
};

export const es: Messages<typeof zh> = {
  heading: 'Iniciar sesión',
  route: {
    resetPassword: 'Restablecer contraseña',
    register: 'Registrarse',
    modPassword: 'Cambiar contraseña',
    setPassword: 'Establecer contraseña',
    selfInfo: 'Completar el perfil',
    saasLogin: 'Acceso de empresa',
    cas: 'Inicio de sesión único',
    costManagerLogin: 'Acceso a gestión de costes',
    customerLogin: 'Acceso de clientes',
    customerRegister: 'Registro de clientes',
  },
};
