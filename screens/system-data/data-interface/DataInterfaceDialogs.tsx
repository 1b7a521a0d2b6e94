/** The row dialogs of 数据接口 (resource-extras): 测试接口 (`preview`) and 调用日志 (`log`). */
import type { ExtraDialogProps } from '../../resource/resource-extras';
import LogDialog from './LogDialog';
import TestDialog from './TestDialog';

export default function DataInterfaceDialogs(props: ExtraDialogProps) {
  return props.open.action === 'log' ? <LogDialog {...props} /> : <TestDialog {...props} />;
}
