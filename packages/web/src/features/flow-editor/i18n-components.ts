import i18next from 'i18next';
import { EDITOR_NS } from './i18n';

/** Texts of user components (the gallery's user tab and the save dialog), in the editor's namespace. */
const zhCN = {
  saveComponent: '保存为组件',
  componentName: '组件名称',
  componentNameMax: '名称最多 {{max}} 个字符',
  componentSaved: '组件已保存到“我的组件”',
  componentSelectFirst: '请先在画布上选择组件',
  componentBindingsNote: '数据绑定随组件保存；插入后可用“替换设备”改绑到其他设备。',
  componentsTitle: '组件',
  imagesTitle: '图片',
  componentInsertHint: '点击插入到画布中央，或拖到画布上',
  renameComponent: '重命名',
  deleteComponent: '删除',
  deleteComponentConfirm: '确定删除这个组件吗？',
  componentsEmpty: '在画布上选中组件，右键“保存为组件”',
};
const enUS: typeof zhCN = {
  saveComponent: 'Save as component',
  componentName: 'Component name',
  componentNameMax: 'At most {{max}} characters',
  componentSaved: 'Component saved to Mine',
  componentSelectFirst: 'Select pens on the canvas first',
  componentBindingsNote: 'Bindings are saved with the component; after inserting it, Replace device re-points them.',
  componentsTitle: 'Components',
  imagesTitle: 'Pictures',
  componentInsertHint: 'Click to insert in the middle of the canvas, or drag onto it',
  renameComponent: 'Rename',
  deleteComponent: 'Delete',
  deleteComponentConfirm: 'Delete this component?',
  componentsEmpty: 'Select pens on the canvas and right-click "Save as component"',
};

i18next.addResourceBundle('zh-CN', EDITOR_NS, zhCN, true, true);
i18next.addResourceBundle('en-US', EDITOR_NS, enUS, true, true);
