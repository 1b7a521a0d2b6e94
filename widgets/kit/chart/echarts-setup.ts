/**
 * ECharts with only what the platform draws (bar, line and pie charts, their grid, tooltip and legend)
 * and the SVG renderer: its own chunk, imported by EChart when a chart first draws, never with a screen
 * that has none. SVG keeps the labels as text a test and a screen reader can find.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
