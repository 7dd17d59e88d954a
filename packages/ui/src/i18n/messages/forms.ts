// Strings of form controls (inputs, selects, choices, form rules). One key set, three languages.
const zh = {
  fieldRequired: '{{label}}不能为空',
  fieldInvalid: '{{label}}格式不正确',
  passwordPolicy: '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
  passwordMismatch: '两次输入密码不一致',
  captchaLength: '输入6个数字验证码',
  mobileInvalid: '请输入正确的手机号码',
  numberInvalid: '请输入数字',
  characterCount: '{{count}}/{{max}}',
  characterCountLabel: '已输入 {{count}} 个字符，最多 {{max}} 个',
  selectPlaceholder: '请选择',
  selectSearchPlaceholder: '输入关键词搜索',
  selectNoOptions: '无匹配数据',
  selectClear: '清空',
  selectShowOptions: '展开选项',
  selectRemoveOption: '移除 {{label}}',
  selectedOptions: '已选项',
  opensInNewWindow: '（在新窗口打开）',
};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {
  fieldRequired: '{{label}} is required',
  fieldInvalid: '{{label}} is not in a valid format',
  passwordPolicy:
    'Use at least 8 characters with at least 2 of: letters, digits, special characters',
  passwordMismatch: 'The two passwords do not match',
  captchaLength: 'Enter the 6-digit verification code',
  mobileInvalid: 'Enter a valid mobile number',
  numberInvalid: 'Enter a number',
  characterCount: '{{count}}/{{max}}',
  characterCountLabel: '{{count}} of {{max}} characters entered',
  selectPlaceholder: 'Select',
  selectSearchPlaceholder: 'Type to search',
  selectNoOptions: 'No matching data',
  selectClear: 'Clear',
  selectShowOptions: 'Show options',
  selectRemoveOption: 'Remove {{label}}',
  selectedOptions: 'Selected options',
  opensInNewWindow: '(opens in a new window)',
};

const es: Messages = {
  fieldRequired: '{{label}} es obligatorio',
  fieldInvalid: '{{label}} no tiene un formato válido',
  passwordPolicy:
    'Use al menos 8 caracteres con al menos 2 de: letras, dígitos, caracteres especiales',
  passwordMismatch: 'Las dos contraseñas no coinciden',
  captchaLength: 'Introduzca el código de verificación de 6 dígitos',
  mobileInvalid: 'Introduzca un número de móvil válido',
  numberInvalid: 'Introduzca un número',
  characterCount: '{{count}}/{{max}}',
  characterCountLabel: '{{count}} de {{max}} caracteres introducidos',
  selectPlaceholder: 'Seleccione',
  selectSearchPlaceholder: 'Escriba para buscar',
  selectNoOptions: 'Sin datos coincidentes',
  selectClear: 'Borrar',
  selectShowOptions: 'Mostrar opciones',
  selectRemoveOption: 'Quitar {{label}}',
  selectedOptions: 'Opciones seleccionadas',
  opensInNewWindow: '(se abre en una ventana nueva)',
};

export type FormsMessageKey = keyof typeof zh;

export const formsMessages = { zh, en, es };
